import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { OrderDownloads } from '@/features/orders/components/order-downloads';
import { ordersCatalog } from '@/features/orders/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [ordersCatalog];

export default function DownloadsPage() {
  const { t } = useI18n();
  const { token = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <PageMeta
        title={t('orders.downloads.heading')}
        description={t('orders.downloads.description')}
        noindex
      />
      <h1 className="mb-6 font-heading text-3xl font-bold text-ink md:text-4xl">
        {t('orders.downloads.heading')}
      </h1>
      <OrderDownloads token={token} />
    </div>
  );
}
