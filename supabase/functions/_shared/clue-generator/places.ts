import { keyWordsOf, type HidingPlace } from './hiding-place.ts';
import { homePlaces } from './places-home.ts';
import { carPlaces, gardenPlaces, libraryPlaces, playgroundPlaces, shopPlaces } from './places-outside.ts';
import { roomPlaces } from './places-rooms.ts';
import { schoolPlaces } from './places-school.ts';

export const hidingPlaces: readonly HidingPlace[] = [
  ...homePlaces,
  ...schoolPlaces,
  ...libraryPlaces,
  ...gardenPlaces,
  ...playgroundPlaces,
  ...carPlaces,
  ...shopPlaces,
  ...roomPlaces,
];

/** Every name and alias, longest first, so "kitchen sink" wins over "sink". */
const namedPlaces = hidingPlaces
  .flatMap((place) =>
    [place.name, ...(place.aliases ?? [])].map((name) => ({ name: name.toLowerCase(), place })),
  )
  .sort((a, b) => b.name.length - a.name.length);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A plural "s"/"es" still names the place: "under the cushions" is the cushion.
const namePatterns = namedPlaces.map(({ name, place }) => ({
  pattern: new RegExp(`(^|[^a-z'])${escapeRegExp(name)}(?:s|es)?(?![a-z])`),
  place,
}));
const endingPatterns = namedPlaces.map(({ name, place }) => ({
  pattern: new RegExp(`(^|[^a-z'])${escapeRegExp(name)}(?:s|es)?$`),
  place,
}));

/** The place an object phrase names by its last words: "the couch cushions" is a cushion, "the kitchen drawer" no known place. */
export function hidingPlaceNamedBy(objectPhrase: string): HidingPlace | undefined {
  const text = objectPhrase.toLowerCase().replace(/[’‘]/g, "'").trim();
  return endingPatterns.find(({ pattern }) => pattern.test(text))?.place;
}

/** The place the member's words mention first (the longest name on a tie: "kitchen sink", not "sink"). */
export function findHidingPlace(location: string): HidingPlace | undefined {
  const text = location.toLowerCase().replace(/[’‘]/g, "'");
  let best: { index: number; place: HidingPlace } | undefined;
  for (const { pattern, place } of namePatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const index = match.index + (match[1]?.length ?? 0);
    if (best === undefined || index < best.index) best = { index, place };
  }
  return best?.place;
}

export { keyWordsOf };
