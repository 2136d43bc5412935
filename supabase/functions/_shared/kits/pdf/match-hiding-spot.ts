/**
 * Which picture card shows a parent's free-text place ("under the sofa cushions" → sofa). A wrong
 * picture sends a pre-reader to the wrong room, so this only answers when the place's object is
 * plainly one of the drawings: the first thing the phrase names must be a drawing's name, with
 * nothing before it but small words ("under the big", "Maya's") and nothing after it but a part
 * ("cushions") or the rest of the sentence ("in the hall"). "The toy car", "the flower bed", "the
 * shelf next to the fridge" and "the bedside table" get no picture and keep a text card.
 *
 * The clue engine's parser (clues/engine/parse-location.ts) reads places the same way, but it needs
 * an English tagger far too large for the browser, where members print their hunt cards.
 */

import { unsafePlaceIn } from '../../domain/safe-place-check.ts';
import { type HidingSpot, hidingSpots } from './hiding-spot-drawings.ts';

/** Words that may stand before the object without naming another thing. */
const smallWords = new Set(
  `a an the this that these those some one my our your his her their its
  in on under underneath beneath below behind beside inside into onto on-top at by near next to of from
  over above around between among within against across opposite outside close just right left
  i we you it want wanna would like hide hiding hidden put place leave please let lets me us
  go goes look looking can will should card clue note treasure surprise
  top bottom middle back front side corner edge end inner outer very really little tiny small big large huge
  giant tall short long old new red blue green yellow orange purple pink brown black white gray grey gold
  silver wooden wood metal plastic round square soft comfy cozy cosy favorite favourite shiny fluffy fuzzy
  striped spotty dark bright heavy empty special secret messy tidy squeaky creaky upstairs downstairs
  kitchen bathroom bedroom hall hallway garage garden backyard yard playroom nursery basement attic porch
  living dining family room`.split(/\s+/),
);

/** Words that may follow the object: it has ended and the sentence goes on. */
const followers = new Set(
  `in on under underneath beneath below behind beside inside into onto at by near next to of from for with
  over above around between among within outside against across opposite close that which where who when
  and or but so because while if please too again there here now first then upstairs downstairs`.split(/\s+/),
);

const isPossessive = (word: string) => /^\p{L}+('s|s')$/u.test(word);

function tokenize(place: string): string[] {
  return place
    .toLowerCase()
    .replace(/[\u2019\u2018`]/g, "'")
    .replace(/[-_/]/g, ' ')
    .replace(/[,;:.!?()"]/g, ' , ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

interface Name {
  spot: HidingSpot;
  words: string[];
}

const names: Name[] = hidingSpots
  .flatMap((spot) => [spot.word.en, ...spot.names].map((name) => ({ spot, words: tokenize(name) })))
  // Longest first, so "dog bed" is tried before "bed" and "toy box" before anything in it.
  .sort((a, b) => b.words.length - a.words.length);

function matchesAt(tokens: readonly string[], at: number, words: readonly string[]): boolean {
  return words.every((word, index) => {
    const token = tokens[at + index];
    if (token === word) return true;
    // A plural still names the thing: "the cushions", "the swings", "the bushes".
    const last = index === words.length - 1;
    return last && (token === `${word}s` || token === `${word}es`);
  });
}

/** The words of a spot's `parts` list that start at `at`, or 0 when none does. */
function partLength(tokens: readonly string[], at: number, spot: HidingSpot): number {
  for (const part of spot.parts ?? []) {
    const words = tokenize(part);
    if (matchesAt(tokens, at, words)) return words.length;
  }
  return 0;
}

function endsObject(tokens: readonly string[], at: number): boolean {
  const next = tokens[at];
  return next === undefined || next === ',' || followers.has(next);
}

/**
 * The picture card for a place, or undefined when no drawing is plainly that place. A place a card
 * must never send a child to (domain/safe-places.ts: "under the sink", "behind the TV") gets no
 * picture, even when a drawing shows the thing beside it: a pre-reader follows the picture alone.
 */
export function matchHidingSpot(place: string): HidingSpot | undefined {
  if (unsafePlaceIn(place)) return undefined;
  const tokens = tokenize(place);
  for (let start = 0; start < tokens.length; start++) {
    for (const { spot, words } of names) {
      if (!matchesAt(tokens, start, words)) continue;
      const end = start + words.length;
      const part = partLength(tokens, end, spot);
      if (endsObject(tokens, end) || (part > 0 && endsObject(tokens, end + part))) return spot;
    }
    // A word that is neither small nor an owner nor a qualifier or part of the drawing named next is
    // the name of something else ("toy" car, "flower" bed, the "shelf" next to the fridge): no picture.
    const word = tokens[start]!;
    if (word === ',' || smallWords.has(word) || isPossessive(word)) continue;
    const qualifies = (name: Name) =>
      (name.spot.qualifiers?.includes(word) && nameFollows(tokens, start + 1, name)) ||
      // A part of the thing named next: "the basket of my bike", "the door of the fridge".
      (tokens[start + 1] === 'of' && name.spot.parts?.includes(word) && nameFollows(tokens, start + 2, name));
    if (!names.some(qualifies)) return undefined;
  }
  return undefined;
}

/** Whether `name` follows from `at` on, past any small words and qualifiers of its spot. */
function nameFollows(tokens: readonly string[], at: number, { spot, words }: Name): boolean {
  let index = at;
  while (index < tokens.length && !matchesAt(tokens, index, words)) {
    const word = tokens[index]!;
    if (!(spot.qualifiers?.includes(word) || smallWords.has(word) || isPossessive(word))) return false;
    index++;
  }
  return index < tokens.length;
}
