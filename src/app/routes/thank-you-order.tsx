import { PageMeta } from '@/components/layout/page-meta';
import { ThankYouOrderPage } from '@/features/guides/components/thank-you-pages';
import { thankYouOrderContent } from '@/features/guides/content/thank-you';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';

export default function ThankYouOrderRoute() {
  return (
    <>
      <PageMeta
        title={thankYouOrderContent.title}
        description="Your Adventure Clue Kit files are on their way to your inbox."
        noindex
      />
      <ThankYouOrderPage order={<OrderConfirmation />} />
    </>
  );
}
