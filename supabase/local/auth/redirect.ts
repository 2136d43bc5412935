import type { AuthConfig } from './config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * gobwas/glob semantics as GoTrue uses them for additional_redirect_urls: `*` stays within
 * one host label or path segment (separators `.` and `/`), `**` matches anything.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] as string;
    if (char === '*' && pattern[index + 1] === '*') {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[\\^$+.()|{}[\]]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function parse(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a redirect target may receive tokens: the site URL's host (any port, as GoTrue
 * compares host names only), any loopback address while the site itself is on loopback,
 * or a match in the allow list.
 */
export function isRedirectAllowed(config: AuthConfig, target: string): boolean {
  const url = parse(target);
  if (!url) return false;
  const site = parse(config.siteUrl);
  if (site && site.hostname === url.hostname) return true;
  if (site && LOOPBACK_HOSTS.has(site.hostname) && LOOPBACK_HOSTS.has(url.hostname)) return true;
  return config.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(target));
}

/** The redirect_to a client asked for when allowed, else the site URL. */
export function resolveRedirect(config: AuthConfig, requested: string | null | undefined): string {
  return requested && isRedirectAllowed(config, requested) ? requested : config.siteUrl;
}
