import { restError } from './errors.ts';

/**
 * The `Prefer` header as PostgREST reads it (ApiRequest/Preferences.hs): every header's value is
 * split on `,` and trimmed; each preference is recognised only in its exact spelling and the first
 * occurrence wins; anything else is "invalid", which only matters with `handling=strict`.
 */
export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  /** Only when db-tx-end allows an override; otherwise dropped, never invalid. */
  tx?: 'commit' | 'rollback';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** Only a zone PostgreSQL knows; an unknown one is invalid. */
  timezone?: string;
  maxAffected?: number;
  invalid: string[];
}

const CHOICES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
} as const;

type Choice = keyof typeof CHOICES;
const ACCEPTED = new Set(
  Object.entries(CHOICES).flatMap(([name, values]) => values.map((value) => `${name}=${value}`)),
);

export function parsePrefer(
  header: string | undefined,
  opts: { txOverride: boolean; knownTimezone: (name: string) => boolean },
): Preferences {
  const tokens = header === undefined ? [] : header.split(',').map((token) => token.trim());
  const prefs: Preferences = { invalid: [] };
  const first = <K extends Choice>(name: K): (typeof CHOICES)[K][number] | undefined => {
    const token = tokens.find((candidate) => candidate.startsWith(`${name}=`) && ACCEPTED.has(candidate));
    return token?.slice(name.length + 1) as (typeof CHOICES)[K][number] | undefined;
  };
  prefs.resolution = first('resolution');
  prefs.return = first('return');
  prefs.count = first('count');
  if (opts.txOverride) prefs.tx = first('tx');
  prefs.missing = first('missing');
  prefs.handling = first('handling');
  const timezone = tokens.find((token) => token.startsWith('timezone='))?.slice('timezone='.length);
  const timezoneAccepted = timezone !== undefined && opts.knownTimezone(timezone);
  if (timezoneAccepted) prefs.timezone = timezone;
  const maxAffected = tokens
    .find((token) => token.startsWith('max-affected='))
    ?.slice('max-affected='.length);
  if (maxAffected !== undefined && /^\s*-?\d{1,15}\s*$/.test(maxAffected))
    prefs.maxAffected = Number(maxAffected);
  prefs.invalid = tokens.filter(
    (token) =>
      !ACCEPTED.has(token) &&
      !(token.startsWith('timezone=') && timezoneAccepted) &&
      !token.startsWith('max-affected='),
  );
  for (const key of Object.keys(prefs) as (keyof Preferences)[])
    if (prefs[key] === undefined) delete prefs[key];
  return prefs;
}

/** PGRST122: with handling=strict every preference PostgREST does not know is an error. */
export function checkStrict(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0)
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
}

/** Exact and estimated counts are computed in the main query; planned only for reads (EXPLAIN). */
export const countsInQuery = (prefs: Preferences) => prefs.count === 'exact' || prefs.count === 'estimated';

export type Action = 'read' | 'insert' | 'update' | 'delete' | 'upsert' | 'call';

/**
 * `Preference-Applied`: what PostgREST reports for each action (Response.hs responsePreferences),
 * in its order. `resolution` only on an insert that has a conflict target; `max-affected` only
 * under handling=strict and where it applies.
 */
export function preferenceApplied(
  prefs: Preferences,
  action: Action,
  opts: { hasConflictTarget?: boolean } = {},
): Record<string, string> {
  const values: string[] = [];
  const mutation = action === 'insert' || action === 'update' || action === 'delete' || action === 'upsert';
  if (prefs.resolution && action === 'insert' && opts.hasConflictTarget)
    values.push(`resolution=${prefs.resolution}`);
  if (prefs.missing && (action === 'insert' || action === 'update')) values.push(`missing=${prefs.missing}`);
  if (prefs.return && mutation) values.push(`return=${prefs.return}`);
  if (prefs.count) values.push(`count=${prefs.count}`);
  if (prefs.tx) values.push(`tx=${prefs.tx}`);
  if (prefs.handling) values.push(`handling=${prefs.handling}`);
  if (prefs.timezone) values.push(`timezone=${prefs.timezone}`);
  if (
    prefs.maxAffected !== undefined &&
    prefs.handling === 'strict' &&
    (action === 'update' || action === 'delete' || action === 'call')
  )
    values.push(`max-affected=${prefs.maxAffected}`);
  return values.length === 0 ? {} : { 'Preference-Applied': values.join(', ') };
}
