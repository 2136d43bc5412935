import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

type Probe = {
  webVitals: {
    onINP: (
      report: (metric: { value: number }) => void,
      options: { reportAllChanges: boolean; durationThreshold: number },
    ) => void;
  };
  worstInp?: number;
};

/** The web-vitals library's IIFE build, from node_modules (a devDependency: nothing of it ships). */
const webVitalsScript = () =>
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
    'utf8',
  );

/**
 * Measures Interaction to Next Paint with web-vitals in every page of `context` (issue 27 §3): the
 * library is injected before the page's own scripts (init scripts are not subject to the site's CSP)
 * and keeps the page's worst interaction. Interactions count from 16 ms, not the library's default 40.
 */
export async function measureInp(context: BrowserContext): Promise<void> {
  // Playwright runs an init script in its own scope: the library's global is handed to the page.
  await context.addInitScript({ content: `${webVitalsScript()}\nwindow.webVitals = webVitals;` });
  await context.addInitScript(() => {
    const probe = window as unknown as Probe;
    probe.webVitals.onINP(
      (metric) => {
        probe.worstInp = Math.max(probe.worstInp ?? 0, metric.value);
      },
      { reportAllChanges: true, durationThreshold: 16 },
    );
  });
}

/** The page's INP in ms once its next frames are drawn; 0 when no interaction took 16 ms or more. */
export async function readInp(page: Page): Promise<number> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  return page.evaluate(() => (window as unknown as Probe).worstInp ?? 0);
}
