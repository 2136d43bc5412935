import { test as base, expect, type Page } from '@playwright/test';
import type { ConsentChoice } from '../../../src/lib/analytics-consent';
import { CONSENT_KEY } from '../../../src/lib/privacy-choices';
import { loadProjectConfig } from '../../../supabase/local/config';
import { GEO_URL } from './geo';

export { expect };

type ConsoleErrorOptions = {
  /** Console or page errors a test expects; each entry must be justified where it is used. */
  allowedConsoleErrors: RegExp[];
  /**
   * The pixel choice a visitor has already made when the test starts ('denied' unless a spec says
   * otherwise), so the consent bar of the local build (which has a placeholder pixel id) stays out of
   * tests about other things; null shows the bar as to a first-time visitor (undefined would mean the default).
   */
  consentChoice: ConsentChoice | null;
};

type AutoFixtures = {
  failOnConsoleErrors: void;
};

type PageFixtures = {
  /**
   * Opens one more tab in the test's context with the same guards as `page` (navigation waits for
   * hydration; its console errors fail the test), for a test that walks many addresses at once.
   */
  openPage: () => Promise<Page>;
  /** Starts collecting a page's console and page errors; the test fails on any at its end. */
  watchConsoleErrors: (page: Page) => void;
};

// The build talks to the local stack's default address (supabase/config.toml [api] port); the
// suite's stack runs on a free port instead, so the browser's calls are sent there.
const DEFAULT_STACK_ORIGIN = `http://127.0.0.1:${loadProjectConfig().apiPort}`;

/** What the offline suite answers to the region lookup unless a test routes GEO_URL itself. */
const DEFAULT_GEO_ANSWER = { country_code: 'US' };

/**
 * `test` with three guards: the region lookup is answered (the machine is offline; a test's own
 * `page.route` / `answerGeoLookup` wins over this context route); the app's Supabase calls reach
 * the suite's own stack; and any console.error or uncaught page error fails the test unless it
 * matches `allowedConsoleErrors` (empty by default; widen it per file with `test.use`).
 */
export const test = base.extend<ConsoleErrorOptions & AutoFixtures & PageFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consentChoice: ['denied', { option: true }],
  context: async ({ context, consentChoice }, use) => {
    await context.route(GEO_URL, (route) => route.fulfill({ json: DEFAULT_GEO_ANSWER }));
    if (consentChoice)
      await context.addInitScript(
        ([key, choice]) => {
          try {
            if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, choice);
          } catch {
            // Pages without storage (about:blank) have no bar either.
          }
        },
        [CONSENT_KEY, consentChoice] as const,
      );
    const stackUrl = process.env.E2E_STACK_URL;
    if (stackUrl && stackUrl !== DEFAULT_STACK_ORIGIN) {
      await context.route(
        (url) => url.origin === DEFAULT_STACK_ORIGIN,
        async (route) => {
          const url = stackUrl + route.request().url().slice(DEFAULT_STACK_ORIGIN.length);
          // The download function answers 303 to a signed Storage URL on the stack's real port, which
          // the build's CSP does not know and which Playwright does not route: it is followed here.
          const download =
            route.request().method() === 'POST' && url.startsWith(`${stackUrl}/functions/v1/download`);
          if (!download) return route.continue({ url });
          return route.fulfill({ response: await route.fetch({ url }) });
        },
      );
    }
    await use(context);
  },
  // Pages become interactive only after the load event (docs/decisions/012), so every navigation to one
  // of the app's pages waits until it has hydrated, as a visitor's tap would have to.
  page: async ({ page, baseURL, javaScriptEnabled }, use) => {
    waitForHydrationOnNavigation(page, baseURL, javaScriptEnabled);
    await use(page);
  },
  openPage: async ({ context, baseURL, javaScriptEnabled, watchConsoleErrors }, use) => {
    await use(async () => {
      const page = await context.newPage();
      waitForHydrationOnNavigation(page, baseURL, javaScriptEnabled);
      watchConsoleErrors(page);
      return page;
    });
  },
  watchConsoleErrors: async ({ allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    const isAllowed = (text: string) => allowedConsoleErrors.some((pattern) => pattern.test(text));
    await use((page) => {
      page.on('console', (message) => {
        if (message.type() !== 'error' || isAllowed(message.text())) return;
        const { url, lineNumber } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => {
        if (!isAllowed(error.message)) errors.push(`page error: ${error.stack ?? error.message}`);
      });
    });
    expect(errors, 'the page logged errors').toEqual([]);
  },
  failOnConsoleErrors: [
    async ({ page, watchConsoleErrors }, use) => {
      watchConsoleErrors(page);
      await use();
    },
    { auto: true },
  ],
});

/** Makes `page.goto` and `page.reload` return only once one of the app's pages has hydrated. */
function waitForHydrationOnNavigation(page: Page, baseURL: string | undefined, javaScriptEnabled: boolean) {
  // Without JavaScript nothing hydrates; the page is as the HTML left it.
  const appOrigin = baseURL && javaScriptEnabled ? new URL(baseURL).origin : undefined;
  const untilHydrated = async () => {
    if (appOrigin && new URL(page.url()).origin === appOrigin)
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated();
    return response;
  };
}
