import { PageMeta } from '@/components/layout/page-meta';
import { FindPrintShopPage } from '@/features/guides/components/find-print-shop-page';
import { findPrintShopCatalog } from '@/features/guides/content/find-print-shop/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [findPrintShopCatalog];

export default function FindPrintShopRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('guides.findPrintShop.title')} description={t('guides.findPrintShop.description')} />
      <FindPrintShopPage />
    </>
  );
}
