import { keyWordsOf, type HidingPlace } from './hiding-place.ts';
import { parseLocation } from './parse-location.ts';
import homePlaces from './places-home.json' with { type: 'json' };
import outsidePlaces from './places-outside.json' with { type: 'json' };
import roomPlaces from './places-rooms.json' with { type: 'json' };
import schoolPlaces from './places-school.json' with { type: 'json' };

/**
 * The knowledge base (places-*.json, checked by content-banks.test.ts): the home, school, library,
 * garden, playground and shop places, then whole rooms and grounds, which members often name alone
 * ("in the kitchen", "Public Library").
 */
export const hidingPlaces = [
  ...homePlaces,
  ...schoolPlaces,
  ...outsidePlaces,
  ...roomPlaces,
] as readonly HidingPlace[];

const placeByName = new Map(
  hidingPlaces.flatMap((place) =>
    [place.name, ...(place.aliases ?? [])].map((name) => [name.toLowerCase(), place] as const),
  ),
);

/** Every name and alias the knowledge base knows, longest first. */
export const knownPlaceNames = [...placeByName.keys()].sort((a, b) => b.length - a.length);

/**
 * The known place that is exactly the parent's object: its naming words ("fridge door", "piano bench")
 * must be a name or a listed synonym of the place. Sharing a last word is not enough: the fridge door
 * is not the front door, and a piano bench is not a garden bench.
 */
export function knownPlaceFor(parsed: {
  object: string;
  core: string;
  kinds: readonly string[];
  singularHead: string;
  describers: readonly string[];
}): HidingPlace | undefined {
  const candidates = [
    parsed.object.toLowerCase().replace(/^the /, ''),
    [...parsed.describers, ...parsed.kinds, parsed.singularHead].join(' '),
    parsed.core,
    [...parsed.kinds, parsed.singularHead].join(' '),
  ];
  for (const candidate of candidates) {
    const place = placeByName.get(candidate);
    if (place) return place;
  }
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namePatterns = knownPlaceNames.map((name) => ({
  name,
  // A plural still names the place: "the cushions" is the cushion.
  pattern: new RegExp(`(^|[^\\p{L}'])${escapeRegExp(name)}(?:s|es)?(?![\\p{L}])`, 'iu'),
}));

// One test first: most lines name no known place at all.
const anyNamePattern = new RegExp(
  `(^|[^\\p{L}'])(?:${knownPlaceNames.map(escapeRegExp).join('|')})(?:s|es)?(?![\\p{L}])`,
  'iu',
);

/**
 * Known places `text` names that the parent's `location` does not: each one would send the child
 * somewhere the parent did not hide the clue. Names inside a longer name the location uses do not count
 * ("recycling bin" does not name a "bin").
 */
export function otherPlacesNamed(text: string, location: string): string[] {
  if (!anyNamePattern.test(text)) return [];
  const normalized = location.toLowerCase().replace(/[’‘]/g, "'");
  const named: string[] = [];
  let rest = text.replace(/[’‘]/g, "'");
  for (const { name, pattern } of namePatterns) {
    if (!pattern.test(rest)) continue;
    if (!pattern.test(normalized) && !(allowedSynonyms(location)?.has(name) ?? false)) named.push(name);
    rest = rest.replace(new RegExp(pattern.source, 'giu'), '$1 ');
  }
  return named;
}

/** Names of the one known place the location is, when it is one: a clue may use any of them. */
function allowedSynonyms(location: string): Set<string> | undefined {
  const place = knownPlaceFor(parseLocation(location));
  return place
    ? new Set([place.name, ...(place.aliases ?? [])].map((name) => name.toLowerCase()))
    : undefined;
}

export { keyWordsOf };
