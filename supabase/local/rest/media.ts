import { restError } from './errors.ts';

/**
 * Media types as PostgREST decodes and negotiates them (MediaType.hs, Plan.hs negotiateContent):
 * the `Accept` header is sorted by quality and specificity and the first type PostgREST can
 * produce wins; the vendor types carry `nulls=stripped`. The execution plan type is refused like
 * on Supabase, where db-plan-enabled is off.
 */
export type MediaType =
  | { kind: 'json' }
  | { kind: 'any' }
  | { kind: 'csv' }
  | { kind: 'geojson' }
  | { kind: 'object'; strip: boolean }
  | { kind: 'array-strip' }
  | { kind: 'plan'; mime: string }
  | { kind: 'text' | 'xml' | 'openapi' | 'urlencoded' | 'octet-stream' }
  | { kind: 'other'; mime: string };

/** How the rows of a response are turned into its body. */
export type Handler = 'json' | 'json-strip' | 'single' | 'single-strip' | 'csv' | 'geojson';

export interface Negotiated {
  handler: Handler;
  /** The response's Content-Type. */
  contentType: string;
  single: boolean;
}

const CHARSET = '; charset=utf-8';

export function toMime(media: MediaType): string {
  switch (media.kind) {
    case 'json':
      return 'application/json';
    case 'any':
      return '*/*';
    case 'csv':
      return 'text/csv';
    case 'geojson':
      return 'application/geo+json';
    case 'object':
      return media.strip
        ? 'application/vnd.pgrst.object+json;nulls=stripped'
        : 'application/vnd.pgrst.object+json';
    case 'array-strip':
      return 'application/vnd.pgrst.array+json;nulls=stripped';
    case 'text':
      return 'text/plain';
    case 'xml':
      return 'text/xml';
    case 'openapi':
      return 'application/openapi+json';
    case 'urlencoded':
      return 'application/x-www-form-urlencoded';
    case 'octet-stream':
      return 'application/octet-stream';
    case 'plan':
    case 'other':
      return media.mime;
  }
}

/** `type/subtype; key=value; key="quoted"` (PostgREST's tokenizeMediaType). */
function tokenize(text: string): { type: string; subtype: string; params: Map<string, string> } | undefined {
  const match = /^([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)/.exec(text);
  if (!match) return undefined;
  const params = new Map<string, string>();
  const paramPattern = /^\s*;\s*([A-Za-z0-9-]+)\s*=\s*(?:"([^"]*)"|([A-Za-z0-9|-]+))/;
  let rest = text.slice(match[0].length);
  for (let param = paramPattern.exec(rest); param; param = paramPattern.exec(rest)) {
    params.set((param[1] as string).toLowerCase(), param[2] ?? (param[3] as string));
    rest = rest.slice(param[0].length);
  }
  return { type: (match[1] as string).toLowerCase(), subtype: (match[2] as string).toLowerCase(), params };
}

export function decodeMediaType(text: string): MediaType {
  const token = tokenize(text);
  if (!token) return { kind: 'other', mime: text };
  const { type, subtype, params } = token;
  const strip = params.get('nulls') === 'stripped';
  const name = `${type}/${subtype}`;
  switch (name) {
    case 'application/json':
      return { kind: 'json' };
    case 'application/geo+json':
      return { kind: 'geojson' };
    case 'text/csv':
      return { kind: 'csv' };
    case 'text/plain':
      return { kind: 'text' };
    case 'text/xml':
      return { kind: 'xml' };
    case 'application/openapi+json':
      return { kind: 'openapi' };
    case 'application/x-www-form-urlencoded':
      return { kind: 'urlencoded' };
    case 'application/octet-stream':
      return { kind: 'octet-stream' };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'object', strip };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return strip ? { kind: 'array-strip' } : { kind: 'json' };
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json': {
      const format = subtype === 'vnd.pgrst.plan+json' ? 'json' : 'text';
      const forType = toMime(decodeMediaType(params.get('for') ?? 'application/json'));
      const options = params.get('options');
      return {
        kind: 'plan',
        mime: `application/vnd.pgrst.plan+${format}; for="${forType}"${options ? `; options=${options}` : ''}`,
      };
    }
    case '*/*':
      return { kind: 'any' };
    default:
      return { kind: 'other', mime: text };
  }
}

/**
 * wai-extra's parseHttpAccept: spaces removed, split on `,`, sorted by q (default 1) and then by
 * specificity (parameters minus wildcards), highest first, keeping the header's order on ties.
 */
export function parseAccept(header: string | undefined): MediaType[] {
  if (header === undefined) return [{ kind: 'any' }];
  const entries = header.split(',').map((raw, position) => {
    const text = raw.replaceAll(' ', '');
    const at = text.indexOf(';q=');
    const type = at === -1 ? text : text.slice(0, at);
    const q = at === -1 ? 1 : Number.parseFloat(text.slice(at + 3).split(';')[0] ?? '');
    const specificity = (type.match(/;/g)?.length ?? 0) - (type.match(/\*/g)?.length ?? 0);
    return { type, q: Number.isNaN(q) ? 1 : q, specificity, position };
  });
  entries.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.position - b.position);
  return entries.map((entry) => decodeMediaType(entry.type));
}

function handlerFor(media: MediaType): Negotiated | undefined {
  switch (media.kind) {
    case 'object':
      return {
        handler: media.strip ? 'single-strip' : 'single',
        contentType: toMime(media) + CHARSET,
        single: true,
      };
    case 'array-strip':
      return { handler: 'json-strip', contentType: toMime(media) + CHARSET, single: false };
    case 'json':
    case 'any':
      return { handler: 'json', contentType: 'application/json' + CHARSET, single: false };
    case 'csv':
      return { handler: 'csv', contentType: 'text/csv' + CHARSET, single: false };
    case 'geojson':
      return { handler: 'geojson', contentType: 'application/geo+json' + CHARSET, single: false };
    default:
      return undefined;
  }
}

/** The first accepted type PostgREST produces; none: 406 PGRST107 naming what was asked for. */
export function negotiate(accept: string | undefined): Negotiated {
  const accepted = parseAccept(accept);
  for (const media of accepted) {
    const found = handlerFor(media);
    if (found) return found;
  }
  throw restError(
    406,
    'PGRST107',
    `None of these media types are available: ${accepted.map(toMime).join(', ')}`,
  );
}

/** The body's media type (Content-Type; JSON when absent). */
export function contentMediaType(header: string | undefined): MediaType {
  return header === undefined ? { kind: 'json' } : decodeMediaType(header);
}

/** A request body PostgREST could not read in its media type: 400 PGRST102. */
export const invalidBody = (message: string) => restError(400, 'PGRST102', message);

/**
 * A CSV body as PostgREST reads it (cassava's decodeByName): the first line names the columns,
 * `NULL` is SQL null, every other value is a string; quoted fields may hold commas, quotes
 * (doubled) and line breaks.
 */
export function csvToObjects(text: string): Record<string, string | null>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else field += char;
    i += 1;
  }
  if (quoted) throw invalidBody('parse error (Failed reading: satisfy). Expected a closing quote');
  if (field !== '' || record.length > 0) endRecord();
  const [header, ...rows] = records;
  if (!header) throw invalidBody('parse error (not enough input) at ""');
  return rows.map((row) => {
    if (row.length !== header.length) throw invalidBody('All lines must have same number of fields');
    return Object.fromEntries(
      header.map((name, column) => [name, row[column] === 'NULL' ? null : (row[column] as string)]),
    );
  });
}
