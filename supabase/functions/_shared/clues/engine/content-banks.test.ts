import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { clueThemes } from '../../domain/clue-request.ts';
import { contentText, contentTexts, mistakesIn, repeated } from '../../domain/content-bank-schemas.ts';
import { placeAreas } from './hiding-place.ts';
import homePlaces from './places-home.json' with { type: 'json' };
import outsidePlaces from './places-outside.json' with { type: 'json' };
import roomPlaces from './places-rooms.json' with { type: 'json' };
import schoolPlaces from './places-school.json' with { type: 'json' };
import rhymes from './rhymes.json' with { type: 'json' };
import voicesFr from './voices-fr.json' with { type: 'json' };
import voices from './voices.json' with { type: 'json' };

/** Where a clue hides when the member does not say: the prepositions the generator writes before a place. */
const spots = ['in', 'inside', 'on', 'under', 'behind', 'next to'] as const;

const place = z.strictObject({
  name: contentText,
  aliases: contentTexts.optional(),
  keyWords: contentTexts.optional(),
  area: z.enum(placeAreas),
  spot: z.enum(spots),
  easy: contentTexts,
  rhyme: contentTexts,
  riddle: contentTexts,
});
const placeBank = z.array(place).min(1);

const voice = z.strictObject({
  easyOpeners: contentTexts,
  addresses: contentTexts,
  riddleOpeners: contentTexts,
  description: contentText,
});
const voiceBank = z.record(z.enum(clueThemes), voice);

const rhymeBank = z.record(
  z.string().regex(/^[a-z]+$/),
  z.strictObject({ words: contentTexts.pipe(z.array(z.string().regex(/^[a-z]+$/))), fillers: contentTexts }),
);

const placeBanks = {
  'places-home.json': homePlaces,
  'places-school.json': schoolPlaces,
  'places-outside.json': outsidePlaces,
  'places-rooms.json': roomPlaces,
};

describe("the clue engine's content banks", () => {
  it.each(Object.entries(placeBanks))('%s holds hiding places the engine can use', (_, bank) => {
    expect(mistakesIn(placeBank, bank)).toEqual([]);
  });

  it('names each place once: no name or alias stands for two places', () => {
    const names = Object.values(placeBanks)
      .flat()
      .flatMap((entry: { name: string; aliases?: string[] }) => [entry.name, ...(entry.aliases ?? [])])
      .map((name) => name.toLowerCase());
    expect(repeated(names)).toEqual([]);
  });

  it.each(Object.entries({ 'voices.json': voices, 'voices-fr.json': voicesFr }))(
    '%s gives every clue theme a voice',
    (_, bank) => {
      expect(mistakesIn(voiceBank, bank)).toEqual([]);
    },
  );

  it('rhymes.json puts each word in one rhyme family', () => {
    expect(mistakesIn(rhymeBank, rhymes)).toEqual([]);
    expect(repeated(Object.values(rhymes).flatMap((family) => family.words))).toEqual([]);
  });

  it('refuses a content mistake: an unknown spot or area, an empty line, a missing theme', () => {
    const [first] = homePlaces;
    expect(placeBank.safeParse([{ ...first, spot: 'undr' }]).success).toBe(false);
    expect(placeBank.safeParse([{ ...first, area: 'beach' }]).success).toBe(false);
    expect(placeBank.safeParse([{ ...first, easy: [''] }]).success).toBe(false);
    expect(placeBank.safeParse([{ ...first, riddle: ['Twice', 'Twice'] }]).success).toBe(false);
    expect(placeBank.safeParse([{ ...first, colour: 'red' }]).success).toBe(false);
    const { science: _, ...fourThemes } = voices;
    expect(voiceBank.safeParse(fourThemes).success).toBe(false);
    expect(rhymeBank.safeParse({ ight: { words: ['Light'], fillers: ['Go!'] } }).success).toBe(false);
  });
});
