import { screen, within } from '@testing-library/react';

import { renderInFrench, renderWithRouter } from '@/testing/render';
import { unsafePlaceGroupIds, unsafePlaceGroupLabels, unsafePlaceNames } from '@domain/safe-places';

import { InstructionsPage } from './instructions-page';

/** The safe-hiding-places section's list, one line per group of places a card must never go. */
function safetyLines(heading: string | RegExp): string[] {
  const section = screen.getByRole('region', { name: heading });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').replace(/^✕ ?/, ''));
}

describe('InstructionsPage: safe hiding places', () => {
  it('lists, in English, every place the shop’s safety list names, group by group', () => {
    renderWithRouter(<InstructionsPage />, { path: '/instructions' });
    expect(
      screen.getByText(
        'Hide each card where your child can reach it standing on the floor, in a place you can see. Never hide a card:',
      ),
    ).toBeInTheDocument();
    const lines = safetyLines('Safe Hiding Places');
    expect(lines).toHaveLength(unsafePlaceGroupIds.length);
    expect(lines[0]).toBe(
      'near anything hot (oven, stove, microwave, toaster, air fryer, coffee maker, kettle, fireplace, fire pit, candles, heaters, radiators, furnace, clothes dryer, hair dryer, clothes iron, ironing board, barbecue)',
    );
    expect(lines).toContain(
      'where cleaning products, medicines or chemicals are kept (under the sink, cleaning closet, cleaning products, medicine cabinet, bathroom cabinet, paint cans, gasoline, garden chemicals)',
    );
    for (const place of unsafePlaceNames) {
      const line = lines[unsafePlaceGroupIds.indexOf(place.group)]!;
      expect(line.startsWith(unsafePlaceGroupLabels.en[place.group]), line).toBe(true);
      expect(line).toContain(place.name.en);
    }
  });

  it('lists them in French on the French page, from the same list', () => {
    renderInFrench(<InstructionsPage />, { path: '/fr/instructions' });
    const lines = safetyLines('Des cachettes sûres');
    expect(lines).toHaveLength(unsafePlaceGroupIds.length);
    expect(lines[0]).toMatch(/^près de ce qui chauffe \(four, cuisinière, micro-ondes, /);
    for (const place of unsafePlaceNames)
      expect(lines[unsafePlaceGroupIds.indexOf(place.group)]).toContain(place.name.fr);
    expect(
      screen.getByText(
        /Les devinettes et les cartes illustrées de chaque trousse n’utilisent que des cachettes sûres/,
      ),
    ).toBeInTheDocument();
  });
});
