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

const regionSwitch = (page: Page) => page.getByRole('group', { name: 'Show prices for' });

/** A choice of the region switch: a link (to ?region=…) that the app turns into an in-place switch. */
export const regionLink = (page: Page, region: 'us' | 'ca') =>
  regionSwitch(page).getByRole('link', { name: region === 'us' ? 'US (USD)' : 'Canada (CAD)' });

/** The switch shows `region` as the current one. */
export const expectRegionShown = (page: Page, region: 'us' | 'ca') =>
  expect(regionLink(page, region)).toHaveAttribute('aria-current', 'true');

/** Chooses a region with the visible switch, after hydration. */
export async function chooseRegion(page: Page, region: 'us' | 'ca'): Promise<void> {
  const link = await hydrated(regionLink(page, region));
  await link.click();
  await expectRegionShown(page, region);
}

/**
 * Opens a kit's page and taps Buy Digital Download. The button loads the cart's code on its first tap
 * and then stores the kit: this returns once the notice says it is stored, so a goto('/cart') next
 * finds it there.
 */
export async function addDigitalKit(page: Page, slug: string, title: string): Promise<void> {
  await page.goto(`/templates/${slug}`);
  await page.getByRole('button', { name: 'Buy Digital Download' }).click();
  await expect(
    page.getByText(`${title} Digital Download has been added to your cart`, { exact: true }),
  ).toBeVisible();
}
