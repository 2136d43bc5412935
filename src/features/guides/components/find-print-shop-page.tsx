import { useI18n } from '@/lib/i18n/i18n';

import { printShopTipIds } from '../content/find-print-shop';
import { GuideLayout, GuideSection } from './guide-layout';
import { BackButton, PrintShopFinder } from './print-shop-finder';

export function FindPrintShopPage() {
  const { t } = useI18n();
  return (
    <GuideLayout heading={t('guides.findPrintShop.heading')} lead={t('guides.findPrintShop.lead')}>
      <div className="mb-8">
        <BackButton />
      </div>
      <PrintShopFinder />
      <GuideSection id="tips-heading" heading={t('guides.findPrintShop.tipsHeading')}>
        <ul className="list-disc space-y-2 pl-6">
          {printShopTipIds.map((id) => (
            <li key={id}>{t(`guides.findPrintShop.tips.${id}`)}</li>
          ))}
        </ul>
      </GuideSection>
    </GuideLayout>
  );
}
