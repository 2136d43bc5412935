import { lazy, Suspense } from 'react';

import { PageMeta } from '@/components/layout/page-meta';
import { ordersCatalog } from '@/features/orders/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [ordersCatalog];

// The form's code (react-hook-form, zod) is its own chunk, fetched while the page hydrates, so it stays
// out of the first load; the prerenderer waits for it, so the HTML already holds the field.
const RecoveryForm = lazy(() =>
  import('@/features/orders/components/recovery-form').then((module) => ({ default: module.RecoveryForm })),
);

export default function RecoverDownloadsPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <PageMeta title={t('orders.recover.heading')} description={t('orders.recover.description')} noindex />
      <h1 className="font-heading text-3xl font-bold text-ink md:text-4xl">{t('orders.recover.heading')}</h1>
      <p className="mt-3 mb-8 text-lg text-ink-muted">{t('orders.recover.lead')}</p>
      {/* Its place is held from the start, so nothing below moves on a client-side visit. */}
      <div className="min-h-52">
        <Suspense fallback={null}>
          <RecoveryForm />
        </Suspense>
      </div>
    </div>
  );
}
