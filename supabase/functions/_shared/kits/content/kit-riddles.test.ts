import { describe, expect, it } from 'vitest';

import { placeNames } from '../../clues/engine/clue-rules.ts';
import { wordsRhyme } from '../../clues/engine/cmu-rhyme.ts';
import { mentionsWord } from '../../clues/engine/generate-clue-text.ts';
import { parseLocation } from '../../clues/engine/parse-location.ts';
import { keyWordsOf, knownPlaceFor, otherPlacesNamed } from '../../clues/engine/places.ts';
import { kitFacts } from '../../domain/kit-contents.ts';
import { riddleBands } from '../../domain/riddle-bands.ts';
import { kitPdfSlugs } from '../../domain/kit-themes.ts';
import { riddlesForKit } from './kit-riddle-set.ts';
import type { Riddle } from './kit-riddles.ts';

const promised = Number.parseInt(kitFacts.riddleCount, 10);
const sets = kitPdfSlugs.map((kit) => [kit, riddlesForKit(kit)] as const);

const notDescribing = new Set(
  'look find your this that with where here there have will when what they them then from into inside under next behind every some very little lives live sits down around until after before goes comes come just like does cannot never always about over their front back '.split(
    ' ',
  ),
);
const contentWords = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\p{L}+/gu) ?? [])
      .filter((word) => word.length >= 4 && !notDescribing.has(word))
      .map((word) => word.replace(/(?:es|s)$/, '')),
  );

/**
 * Why an easy or medium riddle would not lead to exactly its answer's place, by the clue engine's
 * rules: it names another place the engine knows, or it neither names its own place (ages 3–6 must)
 * nor, for ages 6–8, uses a word the engine's knowledge base describes that place with (when the
 * engine knows the place).
 */
function placeProblem(riddle: Riddle): string | undefined {
  const others = otherPlacesNamed(riddle.text, riddle.answer);
  if (others.length > 0) return `names ${others.join(', ')}`;
  if (placeNames(riddle.answer).some((name) => mentionsWord(riddle.text, name))) return undefined;
  if (riddle.band === '3-6') return `does not name ${placeNames(riddle.answer)[0]}`;
  const place = knownPlaceFor(parseLocation(riddle.answer));
  // A place the engine does not know (a colander, a beanbag) can only be held to naming no other.
  if (!place) return undefined;
  const described = contentWords(
    [...keyWordsOf(place), place.name, ...place.easy, ...place.rhyme, ...place.riddle].join(' '),
  );
  if ([...contentWords(riddle.text)].some((word) => described.has(word))) return undefined;
  return `describes ${place.name} in no words the engine knows it by`;
}

const lastWord = (text: string) =>
  (/([a-z']+)\W*$/i.exec(text.replace(/\u2019/g, "'"))?.[1] ?? '').toLowerCase();

/** A couplet's two halves: split at the last semicolon, else at the last comma. */
function couplet(text: string): [string, string] {
  const at = text.includes('; ') ? text.lastIndexOf('; ') : text.lastIndexOf(', ');
  return [text.slice(0, at), text.slice(at + 2)];
}

describe('the riddles every kit prints', () => {
  it('promise a figure the kits keep: the shop pages say 200+', () => {
    expect(promised).toBe(200);
  });

  it.each(sets)('give the %s kit at least 200 riddles, at least 60 in every age band', (_kit, riddles) => {
    expect(riddles.length).toBeGreaterThanOrEqual(promised);
    for (const band of riddleBands) {
      expect(riddles.filter((riddle) => riddle.band === band).length).toBeGreaterThanOrEqual(60);
    }
  });

  it.each(sets)(
    'never repeat a riddle within the %s kit, and always say where to hide it',
    (_kit, riddles) => {
      const texts = riddles.map((riddle) => riddle.text.toLowerCase().replace(/\W+/g, ' ').trim());
      expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
      for (const riddle of riddles) {
        expect(riddle.answer).toMatch(/^(in|inside|on|under|behind|next to|by|at|near|beside|below)\b.+/);
        expect(riddle.text).toMatch(/[.!?]$/);
      }
    },
  );

  it.each(sets)('rhyme every 8–14 riddle of the %s kit by the CMU dictionary', (_kit, riddles) => {
    const unrhymed = riddles
      .filter((riddle) => riddle.band === '8-14')
      .filter((riddle) => {
        const [first, second] = couplet(riddle.text);
        return !wordsRhyme(lastWord(first), lastWord(second));
      })
      .map((riddle) => riddle.text);
    expect(unrhymed).toEqual([]);
  });

  it.each(sets)('lead every 3–6 and 6–8 riddle of the %s kit to exactly its answer', (_kit, riddles) => {
    const problems = riddles
      .filter((riddle) => riddle.band !== '8-14')
      .map((riddle) => [riddle.text, riddle.answer, placeProblem(riddle)])
      .filter(([, , problem]) => problem !== undefined);
    expect(problems).toEqual([]);
  });

  it('differ between kits: each kit frames the shared places in its own voice', () => {
    const first = new Set(sets[0]![1].map((riddle) => riddle.text));
    for (const [, riddles] of sets.slice(1)) {
      const shared = riddles.filter((riddle) => first.has(riddle.text)).length;
      expect(shared).toBeLessThan(riddles.length / 2);
    }
  });
});
