/**
 * The _headers and _redirects formats of Netlify and Cloudflare Pages, parsed and matched. One module,
 * so `npm run preview` serves exactly what the host will.
 */

export type HeaderRule = { pattern: string; headers: [name: string, value: string][] };

export type RedirectRule = { from: string; to: string; status: number; force: boolean };

const isComment = (line: string) => line.trim() === '' || line.trim().startsWith('#');

/** A path line starts at column 0; its headers follow, indented, as `Name: value`. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (isComment(line)) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) throw new Error(`_headers: cannot read "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `from to [status][!]`, whitespace-separated; the status defaults to 301. */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split(/\r?\n/)
    .filter((line) => !isComment(line))
    .map((line) => {
      const [from, to, code = '301', ...extra] = line.trim().split(/\s+/);
      const status = Number.parseInt(code, 10);
      if (!from || !to || extra.length > 0 || !/^\d{3}!?$/.test(code))
        throw new Error(`_redirects: cannot read "${line.trim()}"`);
      return { from, to, status, force: code.endsWith('!') };
    });
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** `*` matches any rest of the path (the splat); `:name` matches one segment. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => escapeRegExp(part).replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

export const matchesPattern = (pattern: string, pathname: string): boolean =>
  patternToRegExp(pattern).test(pathname);

/** All matching rules apply, in file order; a header set twice is joined with a comma. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key =
        Object.keys(result).find((existing) => existing.toLowerCase() === name.toLowerCase()) ?? name;
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

/**
 * The first rule matching the path. A rule is skipped when a file exists for the path, unless forced
 * (`200!`), as Netlify does ("shadowing").
 */
export function findRedirect(
  rules: RedirectRule[],
  pathname: string,
  fileExists: boolean,
): RedirectRule | undefined {
  return rules.find((rule) => (rule.force || !fileExists) && matchesPattern(rule.from, pathname));
}
