import type { Page } from '@playwright/test';

/**
 * The layout shift of the page so far (buffered `layout-shift` entries, like CLS without its windows),
 * read after `settleMs` more. Shifts within 0.5 s of an input do not count towards CLS; `includingInput`
 * counts them too, for what must not move even right after a tap (a notice, a count).
 */
export async function layoutShift(
  page: Page,
  { includingInput = false, settleMs = 300 }: { includingInput?: boolean; settleMs?: number } = {},
): Promise<number> {
  return page.evaluate(
    ({ includingInput, settleMs }) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (includingInput || !entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), settleMs);
      }),
    { includingInput, settleMs },
  );
}
