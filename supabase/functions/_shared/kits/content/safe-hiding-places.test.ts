import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { hidingPlaces } from '../../clues/engine/places.ts';
import { kitPdfSlugs } from '../../domain/kit-themes.ts';
import { locales, type Locale } from '../../domain/locales.ts';
import { unsafePlaceIn } from '../../domain/safe-place-check.ts';
import { unsafePlaceGroupIds, unsafePlaceGroupLabels } from '../../domain/safe-places.ts';
import { hidingSpots } from '../pdf/hiding-spot-drawings.ts';
import { kitPageTexts } from '../pdf/kit-page-texts.ts';
import { cardFactsFor } from './card-facts.ts';
import { riddlesForKit } from './kit-riddle-set.ts';
import { posterLinesFor } from './poster-lines.ts';

/** Each text that names a place a card must never send a child to, with the place it names. */
function unsafeIn(texts: readonly string[], locale: Locale): string[] {
  return texts.flatMap((text) => {
    const place = unsafePlaceIn(text, locale);
    return place ? [`${text} → ${place.id}`] : [];
  });
}

const kitsInEachLanguage = kitPdfSlugs.flatMap((kit) => locales.map((locale) => [kit, locale] as const));

describe('what the kits print names no unsafe hiding place (domain/safe-places.ts)', () => {
  it.each(kitsInEachLanguage)(
    'the %s kit’s riddles in %s: neither where to hide them nor their words',
    (kit, locale) => {
      const riddles = riddlesForKit(kit, locale);
      expect(riddles.length).toBe(234);
      expect(
        unsafeIn(
          riddles.map((riddle) => riddle.answer),
          locale,
        ),
      ).toEqual([]);
      expect(
        unsafeIn(
          riddles.map((riddle) => riddle.text),
          locale,
        ),
      ).toEqual([]);
    },
  );

  it.each(kitsInEachLanguage)('the %s kit’s cards and posters in %s', (kit, locale) => {
    const facts = cardFactsFor(kit, locale)?.facts ?? [];
    const poster = posterLinesFor(kit, locale);
    expect(unsafeIn([...facts, poster.tagline, poster.cheer], locale)).toEqual([]);
  });

  it('the picture cards: every drawing, by its word in both languages and by every name it answers to', () => {
    const names = hidingSpots.flatMap((spot) => [spot.word.en, ...spot.names]);
    expect(unsafeIn(names, 'en')).toEqual([]);
    expect(
      unsafeIn(
        names.map((name) => `next to the ${name}`),
        'en',
      ),
    ).toEqual([]);
    expect(
      unsafeIn(
        hidingSpots.map((spot) => spot.word.fr),
        'fr',
      ),
    ).toEqual([]);
  });
});

describe('the clue engine’s knowledge base names no unsafe hiding place', () => {
  it('knows none of them by name, and never describes a place with one', () => {
    const texts = hidingPlaces.flatMap((place) => [
      place.name,
      ...(place.aliases ?? []),
      ...place.easy,
      ...place.rhyme,
      ...place.riddle,
    ]);
    expect(unsafeIn(texts, 'en')).toEqual([]);
  });
});

describe('the sample clues every new member finds in their history', () => {
  it('name no unsafe hiding place (supabase/schemas/clues.sql, give_sample_clues)', () => {
    const schema = readFileSync(new URL('../../../../schemas/clues.sql', import.meta.url), 'utf8');
    const body = schema.slice(schema.indexOf('function public.give_sample_clues'));
    const samples = [
      ...body
        .slice(0, body.indexOf('$$;'))
        .matchAll(/\(new\.id, '((?:[^']|'')+)',\s*'\w+', '\w+', '((?:[^']|'')+)'/g),
    ];
    // Three in French (a member who signed up in French), then the same three in English.
    expect(samples).toHaveLength(6);
    const texts = (from: number, to: number) =>
      samples.slice(from, to).flatMap(([, text, place]) => [text!, place!]);
    expect(unsafeIn(texts(0, 3), 'fr')).toEqual([]);
    expect(unsafeIn(texts(3, 6), 'en')).toEqual([]);
  });
});

describe('the list catches what the kits used to print', () => {
  it.each([
    ['en', 'Find the oven where we bake cookies. Look next to it!'],
    ['en', 'in the cleaning closet'],
    ['en', 'under the kitchen sink'],
    [
      'en',
      'Swab the deck with a bucket and mop; look in the closet, then don’t stop. Hide it: in the cleaning closet',
    ],
    ['en', 'by the kettle'],
    ['en', 'on the bottom stair'],
    ['fr', 'Trouve le four où l’on cuit les biscuits. Regarde à côté !'],
    ['fr', 'dans le placard à ménage'],
    ['fr', 'sous l’évier de la cuisine'],
    ['fr', 'près de la bouilloire'],
  ] as const)('(%s) "%s"', (locale, text) => {
    expect(unsafePlaceIn(text, locale)).toBeDefined();
  });
});

describe('the kit’s own safety page', () => {
  it.each(locales)('names every group of the list, in %s', (locale) => {
    const safety = kitPageTexts[locale].instructions.sections().at(-1)!;
    for (const group of unsafePlaceGroupIds)
      expect(safety.lines[0]).toContain(unsafePlaceGroupLabels[locale][group]);
  });
});
