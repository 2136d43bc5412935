import { PageMeta } from '@/components/layout/page-meta';
import { FindPrintShopPage } from '@/features/guides/components/find-print-shop-page';
import { findPrintShopContent } from '@/features/guides/content/find-print-shop';

export default function FindPrintShopRoute() {
  return (
    <>
      <PageMeta
        title={findPrintShopContent.title}
        description="No printer at home? Find a print shop near you to print your Adventure Clue Kit in minutes."
      />
      <FindPrintShopPage />
    </>
  );
}
