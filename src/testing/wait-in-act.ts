import { act } from '@testing-library/react';

/**
 * Like Testing Library's waitFor, but time passes inside act(): a page that suspends while its code or
 * catalogs load (a lazy section, a French page's messages) settles as React does in the browser,
 * without act() warnings. Rethrows the check's last failure after `timeout` ms.
 */
export async function waitInAct(check: () => void, timeout = 5000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeout) throw error;
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
}
