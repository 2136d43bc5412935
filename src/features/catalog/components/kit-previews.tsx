import { ImageZoomDialog } from '@/components/ui/image-zoom-dialog';
import {
  KIT_PREVIEW_SAMPLE_NAME,
  KIT_PREVIEW_SIZE,
  kitPreviewPages,
  kitPreviewUrl,
} from '@kit-pdf/kit-previews.ts';

import { useI18n } from '@/lib/i18n/i18n';
import { kitTextIn, type Kit } from '@domain/kits';

/**
 * Pages of the real kit (rendered from the kit PDF by `npm run kit:previews`): lazy images in
 * fixed-ratio boxes, so nothing moves as they arrive, each zoomable like the main picture.
 */
export function KitPreviews({ kit }: { kit: Kit }) {
  const { locale, t } = useI18n();
  const title = kitTextIn(kit, locale).title;
  return (
    <section aria-labelledby="kit-previews">
      <h2 id="kit-previews" className="font-heading text-3xl font-bold text-ink">
        {t('catalog.previews.heading')}
      </h2>
      <p className="mt-2 text-ink-muted">
        {t('catalog.previews.text', { title, name: KIT_PREVIEW_SAMPLE_NAME })}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {kitPreviewPages.map((page) => {
          const label = t(`catalog.previews.${page.id}`);
          return (
            <li key={page.id}>
              <figure className="grid gap-2">
                <ImageZoomDialog
                  src={kitPreviewUrl(kit.slug, page.id, locale)}
                  alt={t('catalog.previews.alt', { title, page: label.toLowerCase() })}
                  width={KIT_PREVIEW_SIZE.width}
                  height={KIT_PREVIEW_SIZE.height}
                  className="w-full border border-line bg-surface shadow-card"
                  imgProps={{
                    loading: 'lazy',
                    decoding: 'async',
                    className: 'aspect-[17/22] h-auto w-full',
                  }}
                />
                <figcaption className="text-center font-semibold text-ink">{label}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
