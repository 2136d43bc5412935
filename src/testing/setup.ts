import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { consoleErrorPolicy } from '@/testing/console-error';
import { installBrowserStubs } from '@/testing/browser-stubs';
import { englishMessages } from '@/testing/messages';
import { setMessagesOutsideProviders } from '@/lib/i18n/i18n';
import { toastStore } from '@/lib/toast';

installBrowserStubs();
// A component rendered on its own shows its English texts, as on its page (ADR 031).
setMessagesOutsideProviders(englishMessages);

// An unexpected console.error (a React warning, a hydration mismatch, an act() complaint) fails the test.
const consoleErrors: unknown[][] = [];

beforeEach(() => {
  // Testing Library turns React's act() environment on once per module load and restores it after
  // the file; files that share one jsdom (vite.config.ts) load it once, so each test turns it on.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  consoleErrors.length = 0;
  consoleErrorPolicy.allowed = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  // A notice loads its texts before it shows (config/notice-toast.ts): one a test started must not
  // appear in the next test, which shares this module graph.
  await new Promise((resolve) => setTimeout(resolve, 0));
  toastStore.clear();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0 && !consoleErrorPolicy.allowed) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error during the test:\n${messages}`);
  }
});
