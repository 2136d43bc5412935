import { PageMeta } from '@/components/layout/page-meta';
import { ThankYouOrderPage } from '@/features/guides/components/thank-you-pages';
import { thankYouCatalog } from '@/features/guides/content/thank-you/i18n/catalog';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';
import { ordersCatalog } from '@/features/orders/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [thankYouCatalog, ordersCatalog];

export default function ThankYouOrderRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta
        title={t('guides.thankYou.order.title')}
        description={t('guides.thankYou.order.description')}
        noindex
      />
      <ThankYouOrderPage order={<OrderConfirmation />} />
    </>
  );
}
