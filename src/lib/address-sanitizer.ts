// What the advertising pixel may see of an address (issue 19, point 9). Loaded with the pixel, not before.
import { isTrackingDenied, pageOf } from '@/lib/analytics-routes';
import { localizedPath } from '@domain/locales';

/** Query and fragment parameters that are secrets or identify someone. */
const SECRET_PARAMS = new Set(['token', 'session_id', 'access_token', 'refresh_token', 'code', 'email']);
const EMAIL_LIKE = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[^\s@/?#&=]+/;
/** Path segments that are themselves secrets, in the path without its language: /downloads/<token>. */
const SECRET_PATHS: readonly [RegExp, string][] = [[/^\/downloads\/[^/]+/, '/downloads/:token']];

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function cleanParams(params: URLSearchParams): string {
  const kept = [...params].filter(([key, value]) => {
    const name = key.toLowerCase();
    return !SECRET_PARAMS.has(name) && !EMAIL_LIKE.test(value) && !EMAIL_LIKE.test(key);
  });
  return new URLSearchParams(kept).toString();
}

/**
 * The address as analytics may see it: secret or personal query and fragment parameters dropped,
 * email-like values dropped, and path tokens replaced by a placeholder, in every language
 * (/fr/downloads/<token> becomes /fr/downloads/:token).
 */
export function sanitizeAddress(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  const { locale, path } = pageOf(url.pathname);
  const secret = SECRET_PATHS.find(([pattern]) => pattern.test(path));
  if (secret) url.pathname = localizedPath(path.replace(...secret), locale);
  if (EMAIL_LIKE.test(decoded(url.pathname))) url.pathname = '/';
  const search = cleanParams(url.searchParams);
  url.search = search ? `?${search}` : '';
  const fragment = url.hash.slice(1);
  if (fragment.includes('=')) {
    const kept = cleanParams(new URLSearchParams(fragment));
    url.hash = kept ? `#${kept}` : '';
  } else if (EMAIL_LIKE.test(decoded(fragment))) url.hash = '';
  return url.href;
}

/** True when an address can go to analytics as it is: nothing in it needs removing. */
export const isCleanAddress = (href: string): boolean => href === '' || sanitizeAddress(href) === href;

/**
 * True when `referrer` is one of our own pages the pixel never runs on. Within the site the browser
 * sends the whole address as the referrer (Referrer-Policy strict-origin-when-cross-origin), and Meta's
 * script reports it; a private page's address may carry what the sanitiser cannot recognise.
 */
export function isPrivateReferrer(referrer: string, href: string): boolean {
  if (!referrer) return false;
  try {
    const from = new URL(referrer);
    return from.origin === new URL(href).origin && isTrackingDenied(from.pathname);
  } catch {
    return false;
  }
}
