/**
 * The riddles a kit prints: its own hand-written ones first, then a riddle for each common hiding place
 * in every age band, opened in the kit's voice so each kit's set reads as its own. Deterministic: the
 * same kit always prints the same riddles in the same order. A French kit prints the French sets
 * (kit-riddles-fr.json, place-riddles-fr.json), as many as the English one, with French punctuation spacing.
 */

import { frenchTypography } from '../../domain/french-typography.ts';
import type { Locale } from '../../domain/locales.ts';
import { riddleBands } from '../../domain/riddle-bands.ts';
import type { KitPdfSlug } from '../../domain/kit-themes.ts';
import { kitOwnRiddles, type KitOwnRiddles, type Riddle } from './kit-riddles.ts';
import { kitOwnRiddlesFr } from './kit-riddles-fr.ts';
import { type PlaceRiddles, placeRiddles } from './place-riddles.ts';
import { placeRiddlesFr } from './place-riddles-fr.ts';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const sources: Readonly<
  Record<
    Locale,
    { own: readonly KitOwnRiddles[]; places: readonly PlaceRiddles[]; finish: (text: string) => string }
  >
> = {
  en: { own: kitOwnRiddles, places: placeRiddles, finish: (text) => text },
  fr: { own: kitOwnRiddlesFr, places: placeRiddlesFr, finish: frenchTypography },
};

export function riddlesForKit(kit: KitPdfSlug, lang: Locale = 'en'): Riddle[] {
  const { own: ownSets, places, finish } = sources[lang];
  const kitIndex = ownSets.findIndex((own) => own.kit === kit);
  const ownSet = ownSets[kitIndex];
  if (!ownSet) throw new Error(`No riddles for the kit "${kit}".`);
  const { openers, riddles } = ownSet;
  // One riddle in four has no opener, so the openers never feel stamped on.
  const framed = (text: string, index: number) => {
    const opener = openers[(index + kitIndex) % (openers.length + 1)];
    return opener ? `${opener} ${text}` : text;
  };
  const own = riddles.map(([band, text, answer]) => ({ kit, band, text, answer }));
  const byPlace = riddleBands.flatMap((band, bandIndex) =>
    places.map((place, index): Riddle => {
      const text =
        band === '3-6'
          ? place.easy
          : band === '6-8'
            ? place.basic
            : `${capitalize(place.rhyme[0])}; ${place.rhyme[1]}.`;
      return { kit, band, text: framed(text, index + bandIndex), answer: place.answer };
    }),
  );
  return [...own, ...byPlace].map((riddle) => ({
    ...riddle,
    text: finish(riddle.text),
    answer: finish(riddle.answer),
  }));
}
