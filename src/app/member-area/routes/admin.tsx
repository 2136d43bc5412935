import { useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/layout/page-meta';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CatalogTab } from '@/features/admin-catalog/components/catalog-tab';
import { AdminGate } from '@/features/admin-orders/components/admin-gate';
import { OrdersTab } from '@/features/admin-orders/components/orders-tab';
import { InboxTab } from '@/features/admin-shop/components/inbox-tab';
import { ReviewsTab } from '@/features/admin-shop/components/reviews-tab';
import { SalesTab } from '@/features/admin-shop/components/sales-tab';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { cn } from '@/lib/cn';
import { Link } from '@/components/ui/link';

/** The admin's sections, each its own feature's component; `?tab=` picks one (Orders by default). */
const tabs = [
  { id: 'orders', label: 'Orders', Component: OrdersTab },
  { id: 'reviews', label: 'Reviews', Component: ReviewsTab },
  { id: 'inbox', label: 'Inbox', Component: InboxTab },
  { id: 'sales', label: 'Sales', Component: SalesTab },
  { id: 'catalog', label: 'Catalog', Component: CatalogTab },
] as const;

function AdminSections({ accessToken }: { accessToken: string }) {
  const [params] = useSearchParams();
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0];
  return (
    <>
      <nav aria-label="Admin" className="flex flex-wrap gap-1 border-b border-line pb-2">
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
            {tab.label}
          </Link>
        ))}
      </nav>
      <h1 className="sr-only">Shop admin: {current.label}</h1>
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
  return (
    <AuthProvider>
      <PageMeta title="Shop admin" description="Run the Adventure Clue Kits shop." noindex />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <Link to={paths.home} className="font-heading text-xl font-semibold text-brand-700">
            Adventure Clue Kits
          </Link>
          <p className="text-sm text-ink-muted">Shop admin</p>
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
