import { shopCatalog } from '@/config/shop-catalog';
import { useI18n } from '@/lib/i18n/i18n';
import { kitContentsIn } from '@domain/kit-contents';
import type { Kit } from '@domain/kits';
import { licenceTextsIn, pricedLicences } from '@domain/licences';
import { regions } from '@domain/regions';
import { KitPreviews } from './kit-previews';

/**
 * The party and classroom licences a kit on sale is sold with somewhere (the owner prices them per
 * region, ADR 054); the cart offers those of the buyer's region.
 */
function licencesSoldFor(kit: Kit) {
  const offer = shopCatalog.offers[kit.slug];
  return pricedLicences.filter(
    (licence) =>
      offer.sale === 'buy' && regions.some((region) => offer.licencePrices[licence][region] !== null),
  );
}

/** A kit page's sections below its details: the page previews and what every kit holds (kit-detail.tsx). */
export default function KitBelowTheFold({ kit }: { kit: Kit }) {
  const { locale, t } = useI18n();
  const { facts, contents } = kitContentsIn[locale];
  const licences = licencesSoldFor(kit);
  const licenceTexts = licenceTextsIn[locale];
  return (
    <>
      <KitPreviews kit={kit} />

      <section aria-labelledby="kit-inside">
        <h2 id="kit-inside" className="font-heading text-3xl font-bold text-ink">
          {t('catalog.kit.insideHeading')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {contents.map((item) => (
            <li key={item.title} className="rounded-card border border-line bg-surface p-5 shadow-card">
              <h3 className="font-heading text-lg font-bold text-ink">{item.title}</h3>
              <p className="mt-1 text-ink-muted">{item.detail}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink-muted">{t('catalog.kit.insideNote', { setupTime: facts.setupTime })}</p>
      </section>

      {licences.length ? (
        <section aria-labelledby="kit-licences">
          <h2 id="kit-licences" className="font-heading text-2xl font-bold text-ink">
            {t('catalog.kit.licencesHeading')}
          </h2>
          <ul className="mt-4 grid gap-2">
            {licences.map((licence) => (
              <li key={licence}>
                <strong>{licenceTexts.name[licence]}</strong> – {licenceTexts.allows[licence]}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-ink-muted">{t('catalog.kit.licencesNote')}</p>
        </section>
      ) : null}
    </>
  );
}
