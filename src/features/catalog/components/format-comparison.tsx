import type { ReactNode } from 'react';
import { digitalClueCardsText, kitFacts, printedClueCardsText } from '@domain/kit-contents';
import {
  EASTER_DELIVERY_CA,
  FREE_SHIPPING_CA,
  PRINTED_CLOSED_NOTICE,
  SHIPPING_NOTE_US,
  priceFor,
} from '@domain/pricing';
import type { Region } from '@domain/regions';
import { Price } from './price';
import { printedClosedForSeason } from '../printed-closed';

/** Digital download vs printed kit, side by side, in the visitor's region. */
export function FormatComparison({ region }: { region: Region }) {
  const rows: { label: string; digital: ReactNode; printed: ReactNode }[] = [
    {
      label: 'Price',
      digital: <Price cents={priceFor('digital', region)} region={region} className="font-bold" />,
      printed: <Price cents={priceFor('printed', region)} region={region} className="font-bold" />,
    },
    { label: 'Clue cards', digital: digitalClueCardsText, printed: printedClueCardsText },
    { label: 'Riddles', digital: kitFacts.riddles, printed: kitFacts.riddles },
    { label: 'Delivery', digital: 'Instant download and email', printed: 'Printed and shipped to your door' },
    {
      label: 'Shipping',
      digital: 'None needed',
      printed: region === 'ca' ? `${FREE_SHIPPING_CA}. ${EASTER_DELIVERY_CA}` : SHIPPING_NOTE_US,
    },
    {
      label: 'Availability',
      digital: 'Available now',
      printed: printedClosedForSeason ? PRINTED_CLOSED_NOTICE : 'Available now',
    },
  ];
  return (
    // Fits a 320 px screen: a sideways-scrolling table would be a region a keyboard cannot reach.
    <div className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
      <table className="w-full text-left break-words">
        <caption className="sr-only">Digital download and printed kit compared</caption>
        <thead className="bg-sunshine-100 font-heading text-lg text-ink">
          <tr>
            <td className="p-3 sm:p-4" />
            <th scope="col" className="p-3 sm:p-4">
              Digital Download
            </th>
            <th scope="col" className="p-3 sm:p-4">
              Printed &amp; Delivered
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
