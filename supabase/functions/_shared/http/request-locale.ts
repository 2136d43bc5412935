import { defaultLocale, isLocale, type Locale } from '../domain/locales.ts';

/**
 * The language an `Accept-Language` header asks for among the shop's: its ranges in order of
 * preference (q), each read by its language (`fr-CA` and `fr` are French); undefined when it names
 * none of them.
 */
export function acceptedLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const quality = parameters.map((parameter) => /^q=([0-9.]+)$/i.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: quality ? Number(quality) : 1, index };
    })
    .filter((range) => range.language && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((range) => range.language).find(isLocale);
}

const explicitLocale = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as { locale?: unknown }).locale
    : undefined;

/**
 * The language a function answers in (issue 28 §4): an explicit `locale` of the body or the query
 * (`?locale=fr`) when it is one of the shop's, else the `Accept-Language` the page sent (the browser's
 * function client sends the page's language), else English.
 */
export function requestLocale(req: Request, body?: unknown): Locale {
  const fromBody = explicitLocale(body);
  if (isLocale(fromBody)) return fromBody;
  const fromQuery = new URL(req.url).searchParams.get('locale');
  if (isLocale(fromQuery)) return fromQuery;
  return acceptedLocale(req.headers.get('Accept-Language')) ?? defaultLocale;
}
