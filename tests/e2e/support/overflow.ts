import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The page fits `width` px: nothing sticks out to the right, the first elements that do are named in
 * the failure message. The viewport stays at that width.
 */
export async function expectNoOverflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 740 });
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    culprits: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  }));
  expect(
    scrollWidth,
    `${page.url()} at ${width} px is wider than the screen: ${culprits.join(' | ')}`,
  ).toBeLessThanOrEqual(innerWidth);
}
