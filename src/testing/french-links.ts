import { screen, within } from '@testing-library/react';

/** Every link of the page's main content that leads to one of our pages stays under /fr. */
export function expectInternalLinksInFrench(): void {
  const internal = within(screen.getByRole('main'))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
  expect(internal.length).toBeGreaterThan(0);
  expect(internal.filter((href) => href !== '/fr' && !href.startsWith('/fr/'))).toEqual([]);
}
