import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { contentText, contentTexts, inEveryLocale, mistakesIn, repeated } from './content-bank-schemas.ts';
import type { CategoryId } from './kit-categories.ts';
import categories from './kit-categories.json' with { type: 'json' };
import { iconNames } from './kit-icons.ts';
import looks from './kit-themes.json' with { type: 'json' };
import { kitSlugs } from './kits.ts';

const icon = z.enum(iconNames as [string, ...string[]]);
const colour = z.string().regex(/^#[0-9a-f]{6}$/);

const kitLooks = z.record(
  z.enum(kitSlugs),
  z.strictObject({
    huntName: contentText,
    hero: z.array(icon).min(1),
    footprint: icon,
    decorations: z.array(icon).min(1),
    palette: z.strictObject({
      primary: colour,
      secondary: colour,
      accent: colour,
      soft: colour,
      ink: colour,
    }),
  }),
);

const categoryIds = [
  'all',
  'holiday',
  'adventure',
  'fantasy',
  'educational',
] as const satisfies readonly CategoryId[];

const categoryBank = z
  .array(
    z.strictObject({
      id: z.enum(categoryIds),
      text: inEveryLocale(z.strictObject({ name: contentText, description: contentText })),
    }),
  )
  .refine((entries) => repeated(entries.map(({ id }) => id)).length === 0, 'lists a category twice');

describe("the shop's content banks", () => {
  it('kit-themes.json gives every kit its art, from the icons there are, and its colours', () => {
    expect(mistakesIn(kitLooks, looks)).toEqual([]);
  });

  it('kit-categories.json names and describes every category in every language, the browse page first', () => {
    expect(mistakesIn(categoryBank, categories)).toEqual([]);
    expect(categories.map(({ id }) => id)).toEqual(categoryIds);
  });

  it('refuses a content mistake: an unknown icon, a colour name, a kit or a language missing', () => {
    const { 'farmyard-hunt': farm, ...eightKits } = looks;
    expect(kitLooks.safeParse(eightKits).success).toBe(false);
    expect(kitLooks.safeParse({ ...looks, 'farmyard-hunt': { ...farm, footprint: 'hooves' } }).success).toBe(
      false,
    );
    expect(
      kitLooks.safeParse({
        ...looks,
        'farmyard-hunt': { ...farm, palette: { ...farm.palette, ink: 'brown' } },
      }).success,
    ).toBe(false);
    const [all] = categories;
    expect(categoryBank.safeParse([{ ...all, text: { en: all?.text.en } }]).success).toBe(false);
    expect(contentTexts.safeParse([]).success).toBe(false);
  });
});
