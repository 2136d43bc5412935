import type { Locator, Page } from '@playwright/test';
import { expect } from './support/fixtures';

/** Waits until React has hydrated the element (its fiber is attached), so clicks reach their handlers. */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  return locator;
}

export const regionButton = (page: Page, region: 'us' | 'ca') =>
  page
    .getByRole('group', { name: 'Show prices for' })
    .getByRole('button', { name: region === 'us' ? 'US (USD)' : 'Canada (CAD)' });

/** Chooses a region with the visible switch, after hydration. */
export async function chooseRegion(page: Page, region: 'us' | 'ca'): Promise<void> {
  const button = await hydrated(regionButton(page, region));
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}
