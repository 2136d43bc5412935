import { useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/layout/page-meta';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CatalogTab } from '@/features/admin-catalog/components/catalog-tab';
import { AdminGate } from '@/features/admin-orders/components/admin-gate';
import { PromotionsTab } from '@/features/admin-promotions/components/promotions-tab';
import { adminPromotionsCatalog } from '@/features/admin-promotions/i18n/catalog';
import { OrdersTab } from '@/features/admin-orders/components/orders-tab';
import { InboxTab } from '@/features/admin-shop/components/inbox-tab';
import { ReviewsTab } from '@/features/admin-shop/components/reviews-tab';
import { SalesTab } from '@/features/admin-shop/components/sales-tab';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { adminOrdersCatalog } from '@/features/admin-orders/i18n/catalog';
import { adminShopCatalog } from '@/features/admin-shop/i18n/catalog';
import { adminCatalogCatalog } from '@/features/admin-catalog/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';
import { cn } from '@/lib/cn';
import { Link } from '@/components/ui/link';

/** The owner's texts, in catalogs like every page's (the console is English, but a language is data). */
export const catalogs = [adminOrdersCatalog, adminShopCatalog, adminPromotionsCatalog, adminCatalogCatalog];

/** The admin's sections, each its own feature's component; `?tab=` picks one (Orders by default). */
const tabs = [
  { id: 'orders', Component: OrdersTab },
  { id: 'reviews', Component: ReviewsTab },
  { id: 'inbox', Component: InboxTab },
  { id: 'sales', Component: SalesTab },
  { id: 'catalog', Component: CatalogTab },
  { id: 'promotions', Component: PromotionsTab },
] as const;

function AdminSections({ accessToken }: { accessToken: string }) {
  const [params] = useSearchParams();
  const { t } = useI18n();
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0];
  const label = (tab: (typeof tabs)[number]) => t('adminOrders.page.tab', { tab: tab.id });
  return (
    <>
      <nav
        aria-label={t('adminOrders.page.sections')}
        className="flex flex-wrap gap-1 border-b border-line pb-2"
      >
        {tabs.map((tab) => (
          <Link
            key={tab.id}
            to={tab.id === 'orders' ? paths.admin : `${paths.admin}?tab=${tab.id}`}
            aria-current={tab.id === current.id ? 'page' : undefined}
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'sm' }),
              tab.id === current.id && 'bg-sunshine-100 text-brand-700',
            )}
          >
            {label(tab)}
          </Link>
        ))}
      </nav>
      <h1 className="sr-only">{t('adminOrders.page.heading', { section: label(current) })}</h1>
      <current.Component accessToken={accessToken} />
    </>
  );
}

function GatedSections() {
  const { session, loading } = useAuth();
  return (
    <AdminGate accessToken={session?.access_token} loading={loading}>
      {(accessToken) => <AdminSections accessToken={accessToken} />}
    </AdminGate>
  );
}

export default function AdminPage() {
  const { t } = useI18n();
  return (
    <AuthProvider>
      <PageMeta title={t('adminOrders.page.title')} description={t('adminOrders.page.description')} noindex />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <Link to={paths.home} className="font-heading text-xl font-semibold text-brand-700">
            {t('adminOrders.page.home')}
          </Link>
          <p className="text-sm text-ink-muted">{t('adminOrders.page.title')}</p>
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto grid max-w-6xl gap-6 px-4 py-8 outline-none"
      >
        <GatedSections />
      </main>
    </AuthProvider>
  );
}
