import { describe, expect, it } from 'vitest';

import { breaksFrenchTypography } from '../../domain/french-typography.ts';
import { kitFacts } from '../../domain/kit-contents.ts';
import { riddleBands } from '../../domain/riddle-bands.ts';
import { kitPdfSlugs } from '../../domain/kit-themes.ts';
import { riddlesForKit } from './kit-riddle-set.ts';
import type { Riddle } from './kit-riddles.ts';
import { placeRiddlesFr } from './place-riddles-fr.ts';

const promised = Number.parseInt(kitFacts.riddleCount, 10);
const sets = kitPdfSlugs.map((kit) => [kit, riddlesForKit(kit, 'fr'), riddlesForKit(kit)] as const);

const lower = (text: string) => text.toLowerCase().replace(/[\u2019']/g, '’');

/** The place an answer names, without its preposition and article: "sous l’évier de la cuisine" → "évier de la cuisine". */
const placeName = (answer: string) =>
  lower(answer).replace(
    /^(?:dans|sous|sur|derrière|devant|à côté|près|au pied|au bout|à droite|au|aux)(?: d[eu’]| des)?\s*(?:le |la |les |l’|un |une |ton |ta |tes |d’une |d’un )?/u,
    '',
  );

/** A word's last sounds, roughly, from its spelling: enough to tell a French rhyme from none. */
export function rhymeKey(word: string): string {
  let w = lower(word)
    .normalize('NFC')
    .replace(/[^\p{L}]/gu, '');
  w = w.replace(/[sx]$/, '');
  if (w.length > 3) w = w.replace(/(?:er|ez)$/, 'é');
  if (w.length > 2) w = w.replace(/e$/, '');
  w = w.replace(/(?<=[aeiouyéèêàâîôû]|[nrm])[tdpgc]$/, '');
  w = w
    .replace(/eau|au|ô/g, 'o')
    .replace(/ai|ei|ê/g, 'è')
    .replace(/oi/g, 'W')
    .replace(/ou|oû/g, 'U')
    .replace(/eu|œu/g, 'Œ')
    .replace(/ui/g, 'i')
    .replace(/[àâ]/g, 'a')
    .replace(/[îï]/g, 'i')
    .replace(/û/g, 'u')
    .replace(/(.)\1+/g, '$1');
  // "-ain", "-ein", "-aim" sound like "-in"; "-en", "-em" like "-an" (but "-ien" stays itself).
  w = w
    .replace(/è[nm]$/, 'in')
    .replace(/(?<!i)e[nm]$/, 'an')
    .replace(/am$/, 'an');
  const match = /[aeiouyéèWUŒ][^aeiouyéèWUŒ]*$/u.exec(w);
  let key = match ? match[0] : w;
  // A final "e" before a sounded consonant is open: "mer", "terre" and "faire" rhyme.
  if (/^e[^aeiouy]/.test(key)) key = `è${key.slice(1)}`;
  return key;
}

const lastWord = (text: string) => /(\p{L}+)[^\p{L}]*$/u.exec(text)?.[1] ?? '';

/** A couplet's two halves, split at its last semicolon. */
function couplet(text: string): [string, string] {
  const at = text.lastIndexOf(';');
  return [text.slice(0, at), text.slice(at + 1)];
}

const placeNames = placeRiddlesFr.map((place) => placeName(place.answer));

/** Another hiding place of the shared set that the riddle names, besides its own. */
function otherPlacesNamed(riddle: Riddle): string[] {
  const own = placeName(riddle.answer);
  const text = lower(riddle.text).split(own).join(' ');
  return placeNames.filter(
    (name) =>
      name !== own && !own.includes(name) && new RegExp(`(^|[^\\p{L}])${name}($|[^\\p{L}])`, 'u').test(text),
  );
}

/** Words that only introduce a place ("près de la", "dans ton"): a riddle may say them freely. */
const placeGrammar = new Set(
  'dans sous sur derriere devant a cote pres au aux pied bout droite de du des la le les l d un une ton ta tes en'.split(
    ' ',
  ),
);
/** A word's letters without accents or case: "Boîtes" → "boites". */
const plain = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
/** A riddle's or an answer's words that could name a thing, without their plural mark: "boite", "lit". */
const wordsOf = (text: string) =>
  (text.match(/\p{L}+/gu) ?? [])
    .map(plain)
    .filter((word) => !placeGrammar.has(word))
    .map((word) => word.replace(/[sx]$/, ''));
/** Family members a shared beginning does not catch: "arroser" for "arrosoir", "manger" for "mangeoire". */
const familyOf: Readonly<Record<string, readonly string[]>> = {
  arrosoir: ['arros'],
  arrosage: ['arros'],
  mangeoire: ['mange'],
  bain: ['baign'],
};
/** Look-alikes that are not of the family: "entre" (between) is not "entrée". */
const notFamily = new Set(['entre']);

/**
 * The words of a riddle that give its answer away: a word of the answer's place or of its family
 * ("boîte", "boîtes"; "arrose" for "arrosoir"). Short words must match whole ("lit", "bas");
 * longer ones by their beginning, less the last two letters ("brosse" → "bros…", "oreiller" → "oreill…").
 */
export function answerWordsSaid(text: string, answer: string): string[] {
  const keys = wordsOf(answer);
  return wordsOf(text).filter(
    (word) =>
      !notFamily.has(word) &&
      keys.some(
        (key) =>
          (key.length < 5 ? word === key : word.startsWith(key.slice(0, Math.max(4, key.length - 2)))) ||
          (familyOf[key] ?? []).some((stem) => word.startsWith(stem)),
      ),
  );
}

describe('the French riddles every kit prints', () => {
  it.each(sets)(
    'give the %s kit as many riddles as the English one (200+), at least 60 in every band',
    (_kit, french, english) => {
      expect(french.length).toBe(english.length);
      expect(french.length).toBeGreaterThanOrEqual(promised);
      for (const band of riddleBands) {
        expect(french.filter((riddle) => riddle.band === band).length).toBeGreaterThanOrEqual(60);
      }
    },
  );

  it.each(sets)(
    'never repeat a riddle in the %s kit, say where to hide it, keep French spacing',
    (_kit, riddles) => {
      const texts = riddles.map((riddle) =>
        lower(riddle.text)
          .replace(/[^\p{L}\d]+/gu, ' ')
          .trim(),
      );
      expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
      for (const riddle of riddles) {
        expect(riddle.answer).toMatch(/^(dans|sous|sur|derrière|devant|à côté|près|au|à droite)\s/u);
        expect(riddle.text).toMatch(/[.!?]$/);
        expect(breaksFrenchTypography(riddle.text), riddle.text).toBe(false);
        // No plain space before the marks that take a no-break one.
        expect(riddle.text).not.toMatch(/ [;:!?»]/);
      }
    },
  );

  it.each(sets)('rhyme every 8–14 riddle of the %s kit in French', (_kit, riddles) => {
    const unrhymed = riddles
      .filter((riddle) => riddle.band === '8-14')
      .filter((riddle) => {
        const [first, second] = couplet(riddle.text);
        return rhymeKey(lastWord(first)) !== rhymeKey(lastWord(second));
      })
      .map((riddle) => riddle.text);
    expect(unrhymed).toEqual([]);
  });

  it.each(sets)(
    'name the place in every 3–6 riddle of the %s kit, and no other place in 3–6 or 6–8',
    (_kit, riddles) => {
      const unnamed = riddles
        .filter((riddle) => riddle.band === '3-6')
        .filter((riddle) => !lower(riddle.text).includes(placeName(riddle.answer).split(' ')[0]!))
        .map((riddle) => `${riddle.text} → ${riddle.answer}`);
      expect(unnamed).toEqual([]);
      const misleading = riddles
        .filter((riddle) => riddle.band !== '8-14')
        .map((riddle) => [riddle.text, otherPlacesNamed(riddle)] as const)
        .filter(([, others]) => others.length > 0);
      expect(misleading).toEqual([]);
    },
  );

  it.each(sets)(
    'never give the answer away in a 6–8 or 8–14 riddle of the %s kit: no word of its place or its family',
    (_kit, riddles) => {
      const giveaways = riddles
        .filter((riddle) => riddle.band !== '3-6')
        .map(
          (riddle) =>
            [`${riddle.text} → ${riddle.answer}`, answerWordsSaid(riddle.text, riddle.answer)] as const,
        )
        .filter(([, said]) => said.length > 0);
      expect(giveaways).toEqual([]);
    },
  );

  it('tells a riddle that gives its answer away from one that does not', () => {
    expect(answerWordsSaid('J’ai un matelas, mais je ne suis pas un bateau.', 'sous le matelas')).toEqual([
      'matela',
    ]);
    expect(answerWordsSaid('Regarde dans la boîte à pain.', 'dans la boîte à pain')).toEqual([
      'boite',
      'pain',
    ]);
    expect(
      answerWordsSaid('Cui-cui ! Les oiseaux descendent manger.', 'sous la mangeoire d’oiseaux'),
    ).toEqual(['oiseau', 'manger']);
    expect(answerWordsSaid('J’ai un long bec et j’arrose les plantes.', 'dans l’arrosoir')).toEqual([
      'arrose',
    ]);
    expect(answerWordsSaid('Tes bas sales dorment ici; regarde entre eux.', 'dans le tiroir à bas')).toEqual([
      'ba',
    ]);
    expect(
      answerWordsSaid('Je ronronne jour et nuit et je garde ton lait bien froid.', 'dans le frigo'),
    ).toEqual([]);
    expect(answerWordsSaid('Regarde entre les pages, près de moi.', 'près de la porte d’entrée')).toEqual([]);
  });

  it('tells rhymes from non-rhymes', () => {
    const rhymes = (a: string, b: string) => rhymeKey(a) === rhymeKey(b);
    expect(rhymes('froid', 'moi')).toBe(true);
    expect(rhymes('chaud', 'tuyau')).toBe(true);
    expect(rhymes('terre', 'faire')).toBe(true);
    expect(rhymes('raisins', 'faims')).toBe(true);
    expect(rhymes('rang', 'printemps')).toBe(true);
    expect(rhymes('frigo', 'porte')).toBe(false);
    expect(rhymes('lit', 'table')).toBe(false);
    expect(rhymes('maison', 'jardin')).toBe(false);
  });
});
