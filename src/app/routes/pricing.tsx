import { Navigate } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { catalogCatalog } from '@/features/catalog/i18n/catalog';
import { shopPagesCatalog } from '@/features/catalog/shop-pages/i18n/catalog';
import { useRegion } from '@/features/region/region-provider';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [catalogCatalog, shopPagesCatalog];

const inlineLink = 'font-bold text-brand-700 underline';

/**
 * Waits for the region (choice, visit or lookup) and replaces itself with the regional pricing page.
 * The navigation is a transition: this page stays on screen, title and heading included, until the
 * regional page (and its catalogs, on the French site) has loaded.
 */
export default function PricingPage() {
  const { region, status } = useRegion();
  const { t, path } = useI18n();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {status === 'ready' ? (
        <Navigate to={path(region === 'ca' ? paths.pricingCa : paths.pricingUs)} replace />
      ) : null}
      <PageMeta title={t('catalog.pricing.title')} description={t('catalog.pricing.description')} />
      <h1 className="font-heading text-3xl font-bold text-ink">{t('catalog.pricing.heading')}</h1>
      {/* Without JavaScript nothing is loading: the page's own links below lead on. */}
      <div
        aria-hidden="true"
        className="mt-8 size-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none noscript:hidden"
      />
      <p role="status" className="mt-4 text-lg text-ink noscript:hidden">
        {t('catalog.pricing.loading')}
      </p>
      <p className="mt-6 text-sm text-ink-muted">
        {t.rich('catalog.pricing.direct', {
          us: (chunks) => (
            <Link to={paths.pricingUs} className={inlineLink}>
              {chunks}
            </Link>
          ),
          ca: (chunks) => (
            <Link to={paths.pricingCa} className={inlineLink}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
