import { PageMeta } from '@/components/layout/page-meta';
import { ThankYouPrintOrderPage } from '@/features/guides/components/thank-you-pages';
import { thankYouPrintOrderContent } from '@/features/guides/content/thank-you';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';

export default function ThankYouPrintOrderRoute() {
  return (
    <>
      <PageMeta
        title={thankYouPrintOrderContent.title}
        description="Your printed Adventure Clue Kit order is confirmed; watch your inbox for the shipping email."
        noindex
      />
      <ThankYouPrintOrderPage order={<OrderConfirmation />} />
    </>
  );
}
