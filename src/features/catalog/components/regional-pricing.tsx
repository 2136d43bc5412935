import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { kitFacts } from '@domain/kit-contents';
import { currencyOf, regionNames, type Region } from '@domain/regions';
import { PricingPlansGrid } from './pricing-plans-grid';

/** /us/pricing and /ca/pricing: the two plans in the page's own currency. */
export function RegionalPricing({ region, regionSwitch }: { region: Region; regionSwitch: ReactNode }) {
  const currency = currencyOf(region);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageMeta
        title={`Pricing (${currency})`}
        description={`Adventure Clue Kit prices in ${currency} for ${regionNames[region]}: instant digital downloads and printed kits delivered to your door.`}
        image="/images/kits/og/kits.png"
      />
      <div className="flex flex-col items-start gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="font-bold text-brand-700">Prices for {regionNames[region]}</p>
          <h1 className="mt-1 font-heading text-4xl font-bold text-ink">Simple, one-time pricing</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">
            Every kit suits ages {kitFacts.ageRange}, comes with {kitFacts.riddles} and sets up in about{' '}
            {kitFacts.setupTime}. Pay once, print as often as you like.
          </p>
        </div>
        {regionSwitch}
      </div>
      <div className="mt-10">
        <PricingPlansGrid region={region} />
      </div>
      <p className="mt-10 text-center text-ink-muted">
        Not sure which adventure to pick?{' '}
        <Link to={paths.shop} className="font-bold text-brand-700 underline underline-offset-4">
          Compare every kit in the shop
        </Link>
        .
      </p>
    </div>
  );
}
