import { PageMeta } from '@/components/layout/page-meta';
import { centsToDecimal, priceFor } from '@domain/pricing';
import { currencyOf } from '@domain/regions';
import { ThankYouPrintOrderPage } from '@/features/guides/components/thank-you-pages';
import { thankYouPrintOrderContent } from '@/features/guides/content/thank-you';
import { useRegionState } from '@/features/region/region-provider';
import { usePurchaseTracking } from '@/lib/analytics';

export default function ThankYouPrintOrderRoute() {
  const { region } = useRegionState();
  // The order itself is not known here; the printed kit's regional price is the best value to report.
  usePurchaseTracking({
    value: Number(centsToDecimal(priceFor('printed', region))),
    currency: currencyOf(region),
  });
  return (
    <>
      <PageMeta
        title={thankYouPrintOrderContent.title}
        description="Your printed Adventure Clue Kit order is confirmed; watch your inbox for the shipping email."
        noindex
      />
      <ThankYouPrintOrderPage />
    </>
  );
}
