import { Link, Navigate } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { useRegion } from '@/features/region/region-provider';

/** Waits for the region (choice, visit or lookup) and replaces itself with the regional pricing page. */
export default function PricingPage() {
  const { region, status } = useRegion();
  if (status === 'ready')
    return <Navigate to={region === 'ca' ? paths.pricingCa : paths.pricingUs} replace />;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta
        title="Pricing"
        description="Digital and printed scavenger-hunt kit prices for the United States and Canada."
      />
      <h1 className="font-heading text-3xl font-bold text-ink">Pricing</h1>
      <div
        aria-hidden="true"
        className="mt-8 size-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none"
      />
      <p role="status" className="mt-4 text-lg text-ink">
        Loading pricing information...
      </p>
      <p className="mt-6 text-sm text-ink-muted">
        Or go straight to the{' '}
        <Link to={paths.pricingUs} className="font-bold text-brand-700 underline">
          US prices
        </Link>{' '}
        or the{' '}
        <Link to={paths.pricingCa} className="font-bold text-brand-700 underline">
          Canadian prices
        </Link>
        .
      </p>
    </div>
  );
}
