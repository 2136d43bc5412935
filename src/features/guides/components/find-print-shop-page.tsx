import { findPrintShopContent as content } from '../content/find-print-shop';
import { GuideLayout, GuideSection } from './guide-layout';
import { BackButton, PrintShopFinder } from './print-shop-finder';

export function FindPrintShopPage() {
  return (
    <GuideLayout heading={content.heading} lead={content.lead}>
      <div className="mb-8">
        <BackButton />
      </div>
      <PrintShopFinder />
      <GuideSection id="tips-heading" heading={content.tipsHeading}>
        <ul className="list-disc space-y-2 pl-6">
          {content.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </GuideSection>
    </GuideLayout>
  );
}
