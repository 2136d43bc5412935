import { describe, expect, it } from 'vitest';

import { breaksFrenchTypography } from '../../domain/french-typography.ts';
import {
  clueAgeBands,
  clueDifficulties,
  clueThemes,
  type ClueAgeBand,
  type ClueDifficulty,
  type ClueTheme,
} from '../../domain/clue-request.ts';
import { frenchClueRuleFailures } from './clue-rules-fr.ts';
import { checkClueOutput } from '../clue-output.ts';
import { unsafePlaceIn } from '../../domain/safe-place-check.ts';
import { frenchNouns, parseFrenchPlace } from './french-place.ts';
import { frenchLastWord, frenchWordsRhyme } from './french-rhyme.ts';
import { generateFrenchBuiltInClue } from './generate-clue-text-fr.ts';
import { seededRandom } from './random.ts';

/** Places a Québec parent types, most of them ones the engine has never seen, some in English. */
const places = [
  'sous le lit de Maya',
  'dans la boîte aux lettres',
  'boîte aux lettres',
  'derrière le divan',
  'à côté du frigo',
  'au fond du tiroir de la cuisine',
  'sous l’oreiller de Chloé',
  "sous l'oreiller de Chloé",
  'dans la tuque d’Émile',
  'derrière la bibliothèque du salon',
  'sur l’étagère du haut',
  'dans le bac à jouets',
  'sous le tapis dans le salon',
  'entre les coussins du divan',
  'dans ma botte de pluie',
  'près de la plante verte',
  'dans la poche du manteau de papa',
  'sous le gros coussin rouge',
  'Dans le coffre à jouets d’Anne-Sophie',
  'sous la niche à Pitou',
  'derrière la cabane à oiseaux',
  'boîte à surprises',
  'frigo',
  'lit',
  'under the bed',
  'au pied de l’arbre',
  'dans le panier à linge sale',
  'sous le bureau de Zoé',
  'dans la garde-robe de l’entrée',
  'à l’intérieur du piano',
  'au sous-sol, derrière la fournaise de jeux',
  'sur la tablette au-dessus de mon pupitre',
  'dans les souliers de grand-papa',
  'Sous le sapin de Noël.',
  'dans le vieux coffre à crayons de Léa-Rose O’Neil',
  // An owner whose name is also an English word is the parent's word, not English in the clue.
  'sous le lit de Will',
];

const names = [undefined, 'Maya', 'Zoé-Anne', 'Chloé'];

/** Words of the English engine's templates that a French clue must never say. */
const englishTemplateWords =
  /\b(look|the|and|your|you|find|clue|riddle|what|am|go|to|it|is|under|inside|behind|next|here|explorer|detective|wizard|ranger|scientist)\b/i;

const cases = places.flatMap((location, index) =>
  clueThemes.flatMap((theme) =>
    clueDifficulties.flatMap((difficulty) =>
      clueAgeBands.map((ageBand) => ({
        location,
        theme,
        difficulty,
        ageBand,
        childName: names[(index + theme.length + difficulty.length) % names.length],
        seed: index * 31 + theme.length * 7 + difficulty.length,
      })),
    ),
  ),
);

/** Each case is written once and read by every test below. */
const written = new Map<string, string>();
const write = (input: {
  location: string;
  theme: ClueTheme;
  difficulty: ClueDifficulty;
  ageBand: ClueAgeBand;
  childName?: string;
  seed: number;
}) => {
  const key = JSON.stringify(input);
  if (!written.has(key)) written.set(key, generateFrenchBuiltInClue(input, seededRandom(input.seed)));
  return written.get(key)!;
};

const plain = (text: string) => text.replace(/[’‘]/g, "'").replace(/[\u00a0\u202f]/g, ' ');

/** The clue without the parent's own words (their place may be in English, or name anything). */
const withoutPlace = (clue: string, location: string, name?: string) => {
  const place = parseFrenchPlace(location);
  let rest = plain(clue);
  for (const words of [place.where, place.object, place.given, name])
    if (words) rest = rest.split(plain(words)).join(' ');
  return rest;
};

describe('the French built-in engine, over many places a parent may type', () => {
  it(`passes every French rule for ${cases.length} clues`, () => {
    const broken = cases
      .map((input) => ({ input, clue: write(input) }))
      .map(({ input, clue }) => ({
        clue,
        rules: frenchClueRuleFailures(input, clue, frenchWordsRhyme)
          // A 300-character place cannot fit a young child's 20 words; none of these is that long.
          .map((failure) => failure.rule),
      }))
      .filter(({ rules }) => rules.length > 0);
    expect(broken).toEqual([]);
  });

  it('names the place in the parent’s own words in every description and rhyme', () => {
    for (const input of cases.filter((input) => input.difficulty !== 'hard')) {
      const clue = plain(write(input));
      const place = parseFrenchPlace(input.location);
      const named = plain(place.where ?? place.object);
      expect(clue, input.location).toContain(named.replace(/^«|»$/g, '').trim());
    }
  });

  it('never gives a riddle’s answer away, and tells the child where to look', () => {
    for (const input of cases.filter((input) => input.difficulty === 'hard')) {
      const clue = write(input);
      for (const word of parseFrenchPlace(input.location).keyWords)
        expect(clue.toLowerCase(), `${input.location}: ${clue}`).not.toMatch(
          new RegExp(`(^|[^\\p{L}])${word.toLowerCase()}s?(?![\\p{L}])`, 'u'),
        );
      expect(clue).toMatch(/[Rr]egarde [^\n]+\u202f!$/);
    }
  });

  it('rhymes two lines, to the ear, in every 8–14 clue and every two-part rhyme', () => {
    for (const input of cases.filter((input) => input.ageBand === '8-14' || input.difficulty === 'medium')) {
      const lines = write(input).split('\n');
      const pairs = lines
        .slice(1)
        .map((line, index) => [frenchLastWord(lines[index]!), frenchLastWord(line)]);
      expect(
        pairs.some(([a, b]) => frenchWordsRhyme(a!, b!)),
        lines.join(' / '),
      ).toBe(true);
    }
  });

  it('speaks French only: no English template word, French spacing, the child’s name when given', () => {
    for (const input of cases) {
      const clue = write(input);
      expect(withoutPlace(clue, input.location, input.childName), clue).not.toMatch(englishTemplateWords);
      expect(breaksFrenchTypography(clue), clue).toBe(false);
      if (input.childName) expect(clue).toContain(input.childName);
    }
  });

  it('names a place without an article the way the parent typed it, or with the article it surely takes', () => {
    expect(parseFrenchPlace('boîte aux lettres').object).toBe('la boîte aux lettres');
    expect(parseFrenchPlace('frigo').object).toBe('le frigo');
    expect(parseFrenchPlace('étagère').object).toBe('l’étagère');
    expect(parseFrenchPlace('boîtes à surprises').object).toBe('«boîtes à surprises»');
    expect(parseFrenchPlace('cachette secrète').object).toBe('«cachette secrète»');
    expect(parseFrenchPlace('à côté du divan')).toMatchObject({
      where: 'à côté du divan',
      object: 'le divan',
    });
    expect(parseFrenchPlace('sous le lit de Maya')).toMatchObject({
      where: 'sous le lit de Maya',
      keyWords: ['lit'],
      owner: 'Maya',
      look: 'dessous',
    });
    expect(parseFrenchPlace('sous le sapin de Noël').owner).toBeUndefined();
    expect(parseFrenchPlace('dans la tuque d’Émile').owner).toBe('Émile');
    expect(parseFrenchPlace('au fond du tiroir de la cuisine')).toMatchObject({
      keyWords: ['tiroir'],
      room: 'dans la cuisine',
      look: 'tout au fond',
    });
    expect(
      generateFrenchBuiltInClue(
        { theme: 'nature', difficulty: 'easy', location: 'cachette secrète', ageBand: '3-6' },
        seededRandom(2),
      ),
    ).toContain('la cachette «\u00a0cachette secrète\u00a0»');
  });

  it('writes the same clue for the same seed, and a known one exactly', () => {
    const input = {
      theme: 'adventure' as const,
      difficulty: 'easy' as const,
      location: 'sous le lit de Maya',
      ageBand: '6-8' as const,
      childName: 'Maya',
      seed: 4,
    };
    expect(write(input)).toBe(write(input));
    expect(write(input)).toMatch(
      /^(?:.+ )?Maya, (?:va voir|cours voir|jette un coup d’œil) sous le lit de Maya\. /,
    );
  });

  it('fits a 300-character place, a long name and a couplet into one clue the output rules accept', () => {
    const location =
      `sous le grand lit en bois de Maya-Ève, ${'tout au fond de la chambre du deuxième étage près du mur bleu, '.repeat(5)}`.slice(
        0,
        300,
      );
    for (const difficulty of clueDifficulties)
      for (const ageBand of clueAgeBands)
        for (let seed = 0; seed < 8; seed++) {
          const clue = generateFrenchBuiltInClue(
            { theme: 'mystery', difficulty, ageBand, location, childName: 'Anne-Sophie O’Neil' },
            seededRandom(seed),
          );
          expect(checkClueOutput(clue), `${difficulty} ${ageBand}: ${clue.length}`).toMatchObject({
            ok: true,
          });
        }
  });

  it('knows no noun, and says no hint, that would send a child somewhere unsafe', () => {
    for (const [noun, { article, hints }] of Object.entries(frenchNouns)) {
      expect(unsafePlaceIn(`${article} ${noun}`, 'fr'), noun).toBeUndefined();
      for (const hint of hints) expect(unsafePlaceIn(hint, 'fr'), hint).toBeUndefined();
    }
  });
});
