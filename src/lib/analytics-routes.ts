// Where the advertising pixel may run (issue 19, point 9); tiny, as every page loads it.

/**
 * Pages the pixel never runs on: download links and thank-you pages carry order tokens and session
 * ids, the clue pages and 'My orders' are a member's own, and /admin is the owner's. Prefixes of the
 * path, so /downloads/<token>, /thank-you-print-order, /clue-history and /admin/orders all match.
 */
export const TRACKING_DENIED_PREFIXES = [
  '/downloads/',
  '/thank-you-',
  '/clue-',
  '/admin',
  '/my-orders',
] as const;

export function isTrackingDenied(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return TRACKING_DENIED_PREFIXES.some((prefix) =>
    prefix.endsWith('/') || prefix.endsWith('-')
      ? path.startsWith(prefix)
      : path === prefix || path.startsWith(`${prefix}/`),
  );
}
