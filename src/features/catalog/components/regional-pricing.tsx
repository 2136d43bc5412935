import type { ReactNode } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n/i18n';
import { kitFactsIn } from '@domain/kit-facts';
import { currencyOf, regionNamesIn, type Region } from '@domain/regions';
import { Link } from '@/components/ui/link';
import { PricingPlansGrid } from './pricing-plans-grid';

/** The pricing page of each region, where the region switch of a pricing page leads. */
export const regionalPricingPages: Readonly<Record<Region, string>> = {
  us: paths.pricingUs,
  ca: paths.pricingCa,
};

/** /us/pricing and /ca/pricing: the two plans in the page's own currency. */
export function RegionalPricing({ region, regionSwitch }: { region: Region; regionSwitch: ReactNode }) {
  const currency = currencyOf(region);
  const { locale, t } = useI18n();
  const facts = kitFactsIn[locale];
  const regionName = regionNamesIn[locale][region];
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageMeta
        title={t('catalog.pricing.regionalTitle', { currency })}
        description={t('catalog.pricing.regionalDescription', { currency, region, regionName })}
        image="/images/kits/og/kits.png"
      />
      <div className="flex flex-col items-start gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="font-bold text-brand-700">{t('catalog.pricing.pricesFor', { region, regionName })}</p>
          <h1 className="mt-1 font-heading text-4xl font-bold text-ink">
            {t('catalog.pricing.regionalHeading')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t('catalog.pricing.regionalLead', facts)}</p>
        </div>
        {regionSwitch}
      </div>
      <div className="mt-10">
        <PricingPlansGrid region={region} />
      </div>
      <p className="mt-10 text-center text-ink-muted">
        {t.rich('catalog.pricing.compare', {
          link: (chunks) => (
            <Link to={paths.shop} className="font-bold text-brand-700 underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
