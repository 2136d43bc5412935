import { PageMeta } from '@/components/layout/page-meta';
import { RecoveryForm } from '@/features/orders/components/recovery-form';
import { ordersCatalog } from '@/features/orders/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [ordersCatalog];

export default function RecoverDownloadsPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <PageMeta title={t('orders.recover.heading')} description={t('orders.recover.description')} noindex />
      <h1 className="font-heading text-3xl font-bold text-ink md:text-4xl">{t('orders.recover.heading')}</h1>
      <p className="mt-3 mb-8 text-lg text-ink-muted">{t('orders.recover.lead')}</p>
      <RecoveryForm />
    </div>
  );
}
