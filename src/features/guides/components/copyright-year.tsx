import { useSyncExternalStore } from 'react';

const YEAR_ATTRIBUTE = 'data-copyright-year';

const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();

/**
 * Prerendering prints the build year. While hydrating, the server snapshot must equal that HTML, so it is
 * read back from the page; React then re-renders with the visitor's year only if it differs. Same digits
 * count, so nothing shifts.
 */
function prerenderedYear(): number {
  if (typeof document === 'undefined') return currentYear();
  const year = Number(document.querySelector(`[${YEAR_ATTRIBUTE}]`)?.textContent);
  return Number.isInteger(year) && year > 0 ? year : currentYear();
}

export function CopyrightYear() {
  const year = useSyncExternalStore(noSubscription, currentYear, prerenderedYear);
  return <span {...{ [YEAR_ATTRIBUTE]: '' }}>{year}</span>;
}
