import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';
import { localeRunsLong } from '@domain/locales';
import { kitFactsIn } from '@domain/kit-facts';
import { kitFormatLabelsByLocale, pricingTextsIn } from '@domain/pricing';
import type { Region } from '@domain/regions';
import { Price } from './price';
import { easterDeliveryNotice, printedClosedForSeason } from '@/config/printed-season';
import { lowestPrice } from '@/config/format-prices';

/** Digital download vs printed kit, side by side, in the visitor's region. */
export function FormatComparison({ region }: { region: Region }) {
  const { locale, t } = useI18n();
  const facts = kitFactsIn[locale];
  const { digitalClueCardsText: digitalClueCards, printedClueCardsText: printedClueCards } = facts;
  const texts = pricingTextsIn[locale];
  const formatLabels = kitFormatLabelsByLocale[locale];
  const rows: { label: string; digital: ReactNode; printed: ReactNode }[] = [
    {
      label: t('catalog.formats.price'),
      digital: <Price cents={lowestPrice('digital', region)} region={region} className="font-bold" />,
      printed: <Price cents={lowestPrice('printed', region)} region={region} className="font-bold" />,
    },
    { label: t('catalog.formats.clueCards'), digital: digitalClueCards, printed: printedClueCards },
    { label: t('catalog.formats.riddles'), digital: facts.riddles, printed: facts.riddles },
    {
      label: t('catalog.formats.delivery'),
      digital: t('catalog.formats.digitalDelivery'),
      printed: t('catalog.formats.printedDelivery'),
    },
    {
      label: t('catalog.formats.shipping'),
      digital: t('catalog.formats.noShipping'),
      printed:
        region === 'ca' ? `${texts.freeShippingCa}. ${easterDeliveryNotice(locale)}` : texts.shippingNoteUs,
    },
    {
      label: t('catalog.formats.availability'),
      digital: t('catalog.formats.available'),
      printed: printedClosedForSeason ? texts.printedClosed : t('catalog.formats.available'),
    },
  ];
  return (
    // Fits a 320 px screen: a sideways-scrolling table would be a region a keyboard cannot reach.
    <div className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
      <table
        className={cn(
          'w-full text-left break-words',
          // Longer words (French "Téléchargement"): hyphenate, or break, rather than widen the table.
          localeRunsLong[locale] && 'hyphens-auto [overflow-wrap:anywhere]',
        )}
      >
        <caption className="sr-only">{t('catalog.formats.caption')}</caption>
        <thead className="bg-sunshine-100 font-heading text-lg text-ink">
          <tr>
            <td className="p-3 sm:p-4" />
            <th scope="col" className="p-3 sm:p-4">
              {formatLabels.digital}
            </th>
            <th scope="col" className="p-3 sm:p-4">
              {t('catalog.kit.printedHeading')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line align-top">
              <th scope="row" className="p-3 sm:p-4 font-bold text-ink">
                {row.label}
              </th>
              <td className="p-3 sm:p-4 text-ink">{row.digital}</td>
              <td className="p-3 sm:p-4 text-ink">{row.printed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
