import { templatePath } from '@/config/paths';
import { KIT_IMAGE_SIZE, kitTextIn, type Kit } from '@domain/kits';
import { kitPrice, saleStateOf } from '@/config/shop-catalog';
import type { Region } from '@domain/regions';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';
import { Price } from './price';

/** One kit in a grid: picture, facts, the regional digital price or why it can't be bought, and a link. */
export function KitCard({
  kit,
  region,
  eager = false,
  headingLevel = 'h2',
}: {
  kit: Kit;
  region: Region;
  /** The first row is above the fold on wide screens; the rest load lazily. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const state = saleStateOf(kit);
  const buyable = state === 'buy' || state === 'contact';
  const { locale, t } = useI18n();
  const text = kitTextIn(kit, locale);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-lift"
      data-slot="kit-card"
    >
      <img
        src={kit.imageUrl}
        alt=""
        width={KIT_IMAGE_SIZE.width}
        height={KIT_IMAGE_SIZE.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[4/3] h-auto w-full bg-sunshine-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-bold text-brand-700">{text.category}</p>
        <Heading className="font-heading text-xl font-bold text-ink">
          <Link
            to={templatePath(kit.slug)}
            className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-offset-4"
          >
            {text.title}
          </Link>
        </Heading>
        <ul
          className="flex flex-wrap gap-2 text-xs font-semibold text-ink-muted"
          aria-label={t('catalog.card.facts')}
        >
          <li className="rounded-full bg-sunshine-100 px-2.5 py-1">{text.difficulty}</li>
          <li className="rounded-full bg-sky-50 px-2.5 py-1">{text.duration}</li>
          <li className="rounded-full bg-leaf-50 px-2.5 py-1">{text.ages}</li>
        </ul>
        <p className="line-clamp-3 text-sm text-ink-muted">{text.description}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          {buyable ? (
            <p className="text-ink">
              <span className="sr-only">{t('catalog.card.digitalPrice')}</span>
              <Price
                cents={kitPrice(kit.slug, 'digital', region)}
                region={region}
                className="text-xl font-bold"
              />
            </p>
          ) : (
            <p className="text-sm font-semibold text-ink-muted">
              {t(state === 'coming-soon' ? 'catalog.purchase.comingSoon' : 'catalog.purchase.unavailable')}
            </p>
          )}
          <span
            aria-hidden="true"
            className="font-heading font-semibold text-brand-700 group-hover:underline"
          >
            {t('catalog.card.view')}
          </span>
        </div>
      </div>
    </article>
  );
}
