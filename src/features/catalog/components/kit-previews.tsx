import { ImageZoomDialog } from '@/components/ui/image-zoom-dialog';
import {
  KIT_PREVIEW_SAMPLE_NAME,
  KIT_PREVIEW_SIZE,
  kitPreviewPages,
  kitPreviewUrl,
} from '@kit-pdf/kit-previews.ts';

import type { Kit } from '@domain/kits';

/**
 * Pages of the real kit (rendered from the kit PDF by `npm run kit:previews`): lazy images in
 * fixed-ratio boxes, so nothing moves as they arrive, each zoomable like the main picture.
 */
export function KitPreviews({ kit }: { kit: Kit }) {
  return (
    <section aria-labelledby="kit-previews">
      <h2 id="kit-previews" className="font-heading text-3xl font-bold text-ink">
        A look inside
      </h2>
      <p className="mt-2 text-ink-muted">
        Real pages from the {kit.title} kit, shown with the sample name {KIT_PREVIEW_SAMPLE_NAME}. Yours carry
        your child&apos;s name.
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {kitPreviewPages.map((page) => (
          <li key={page.id}>
            <figure className="grid gap-2">
              <ImageZoomDialog
                src={kitPreviewUrl(kit.slug, page.id)}
                alt={`${kit.title}: ${page.label.toLowerCase()} page`}
                width={KIT_PREVIEW_SIZE.width}
                height={KIT_PREVIEW_SIZE.height}
                className="w-full border border-line bg-surface shadow-card"
                imgProps={{
                  loading: 'lazy',
                  decoding: 'async',
                  className: 'aspect-[17/22] h-auto w-full',
                }}
              />
              <figcaption className="text-center font-semibold text-ink">{page.label}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
