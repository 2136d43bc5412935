import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while React hydrates prerendered HTML, true afterwards (and on client navigations).
 * Lets a page read the query string without the first client render differing from the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
