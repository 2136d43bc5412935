// Where the advertising pixel may run (issue 19, point 9); tiny, as every page loads it.
import { splitLocalePath } from '@domain/locales';

/**
 * Pages the pixel never runs on: download links and thank-you pages carry order tokens and session
 * ids, the clue pages, 'My orders' and the account are a member's own, and /admin is the owner's. Prefixes of the
 * path without its language, so /downloads/<token>, /fr/downloads/<token>, /thank-you-print-order,
 * /clue-history and /admin/orders all match.
 */
export const TRACKING_DENIED_PREFIXES = [
  '/downloads/',
  '/thank-you-',
  '/clue-',
  '/admin',
  '/my-orders',
  '/account',
] as const;

/**
 * The path as the deny list and the address sanitiser judge it: lower-cased (the router matches paths
 * in any case) and without its language prefix, whichever languages `locales` lists.
 */
export const pageOf = (pathname: string) => splitLocalePath(pathname.toLowerCase());

export function isTrackingDenied(pathname: string): boolean {
  const { path } = pageOf(pathname);
  return TRACKING_DENIED_PREFIXES.some((prefix) =>
    prefix.endsWith('/') || prefix.endsWith('-')
      ? path.startsWith(prefix)
      : path === prefix || path.startsWith(`${prefix}/`),
  );
}
