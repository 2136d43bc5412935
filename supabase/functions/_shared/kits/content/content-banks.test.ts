import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { contentText, contentTexts, mistakesIn, repeated } from '../../domain/content-bank-schemas.ts';
import { kitPdfSlugs } from '../../domain/kit-themes.ts';
import { riddleBands } from '../../domain/riddle-bands.ts';
import kitRiddlesFr from './kit-riddles-fr.json' with { type: 'json' };
import kitRiddles from './kit-riddles.json' with { type: 'json' };
import placeRiddlesFr from './place-riddles-fr.json' with { type: 'json' };
import placeRiddles from './place-riddles.json' with { type: 'json' };

const kitOwnRiddles = z
  .array(
    z.strictObject({
      kit: z.enum(kitPdfSlugs),
      openers: contentTexts,
      riddles: z
        .array(z.tuple([z.enum(riddleBands), contentText, contentText]))
        .min(1)
        .refine((riddles) => repeated(riddles.map(([, text]) => text)).length === 0, 'lists a riddle twice'),
    }),
  )
  // A kit's place in the list turns its openers (kit-riddle-set.ts): every kit, once, in the shop's order.
  .refine((sets) => sets.map(({ kit }) => kit).join() === kitPdfSlugs.join(), 'lists not every kit in order');

const placeRiddleBank = z
  .array(
    z.strictObject({
      answer: contentText,
      easy: contentText,
      basic: contentText,
      rhyme: z.tuple([contentText, contentText]),
    }),
  )
  .min(1)
  .refine(
    (places) => repeated(places.map(({ answer }) => answer)).length === 0,
    'hides two riddles in one place',
  );

describe("the kits' riddle banks", () => {
  it.each(Object.entries({ 'kit-riddles.json': kitRiddles, 'kit-riddles-fr.json': kitRiddlesFr }))(
    "%s holds every kit's own riddles, in an age band each",
    (_, bank) => {
      expect(mistakesIn(kitOwnRiddles, bank)).toEqual([]);
    },
  );

  it.each(Object.entries({ 'place-riddles.json': placeRiddles, 'place-riddles-fr.json': placeRiddlesFr }))(
    '%s holds a riddle for every age band of each place',
    (_, bank) => {
      expect(mistakesIn(placeRiddleBank, bank)).toEqual([]);
    },
  );

  it('gives a French kit as many riddles as the English one', () => {
    expect(placeRiddlesFr.length).toBe(placeRiddles.length);
    expect(kitRiddlesFr.map(({ riddles }) => riddles.length)).toEqual(
      kitRiddles.map(({ riddles }) => riddles.length),
    );
  });

  it('refuses a content mistake: an unknown band or kit, a missing line, a kit left out', () => {
    const [first, ...others] = kitRiddles;
    if (!first) throw new Error('No kit riddles.');
    expect(
      kitOwnRiddles.safeParse([{ ...first, riddles: [['3-5', 'Look!', 'here']] }, ...others]).success,
    ).toBe(false);
    expect(kitOwnRiddles.safeParse([{ ...first, kit: 'easter-bunnies' }, ...others]).success).toBe(false);
    expect(kitOwnRiddles.safeParse(others).success).toBe(false);
    expect(placeRiddleBank.safeParse([{ ...placeRiddles[0], rhyme: ['One line only'] }]).success).toBe(false);
    expect(placeRiddleBank.safeParse([{ ...placeRiddles[0], basic: ' ' }]).success).toBe(false);
  });
});
