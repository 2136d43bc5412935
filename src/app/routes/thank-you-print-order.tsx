import { PageMeta } from '@/components/layout/page-meta';
import { ThankYouPrintOrderPage } from '@/features/guides/components/thank-you-pages';
import { thankYouCatalog } from '@/features/guides/content/thank-you/i18n/catalog';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';
import { ordersCatalog } from '@/features/orders/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [thankYouCatalog, ordersCatalog];

export default function ThankYouPrintOrderRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta
        title={t('guides.thankYou.print.title')}
        description={t('guides.thankYou.print.description')}
        noindex
      />
      <ThankYouPrintOrderPage order={<OrderConfirmation />} />
    </>
  );
}
