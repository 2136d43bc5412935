/**
 * The riddles a kit prints: its own hand-written ones first, then a riddle for each common hiding place
 * in every age band, opened in the kit's voice so each kit's set reads as its own. Deterministic: the
 * same kit always prints the same riddles in the same order.
 */

import { riddleBands } from '../domain/riddle-bands.ts';
import type { KitPdfSlug } from '../domain/kit-themes.ts';
import { ownRiddles, type Riddle } from './kit-riddles.ts';
import { placeRiddles } from './place-riddles.ts';

/** Short openers in the kit's voice; one riddle in four has none, so they never feel stamped on. */
const kitOpeners: Readonly<Record<KitPdfSlug, readonly string[]>> = {
  'easter-bunny': ['Hop, hop!', 'Hippity hop!', 'Happy Easter!'],
  'cool-bunny': ['Yo, cool cat!', 'Stay cool!', 'Cool Bunny here!'],
  'pirate-bunny': ['Ahoy, matey!', 'Arr, crew!', 'Shiver me timbers!'],
  'space-bunny': ['Calling all astronauts!', 'Countdown: 3, 2, 1!', 'Mission control here!'],
  'dino-bunny-hunt': ['Stomp, stomp!', 'Roar!', 'Dino Bunny here!'],
  'princess-fairytale': ['Hear ye, hear ye!', 'Wave your wand!', 'A fairy whispers:'],
  'mystery-detective': ['Detective, listen!', 'A new case!', 'Top secret!'],
  'superhero-easter': ['Hero alert!', 'Power up!', 'Super Bunny here!'],
  'farmyard-hunt': ['Cock-a-doodle-doo!', 'Moo!', 'The farmer says:'],
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function riddlesForKit(kit: KitPdfSlug): Riddle[] {
  const openers = kitOpeners[kit];
  const kitIndex = Object.keys(kitOpeners).indexOf(kit);
  const framed = (text: string, index: number) => {
    const opener = openers[(index + kitIndex) % 4];
    return opener ? `${opener} ${text}` : text;
  };
  const own = (ownRiddles[kit] ?? []).map(([band, text, answer]) => ({ kit, band, text, answer }));
  const byPlace = riddleBands.flatMap((band, bandIndex) =>
    placeRiddles.map((place, index): Riddle => {
      const text =
        band === '3-6'
          ? place.easy
          : band === '6-8'
            ? place.basic
            : `${capitalize(place.rhyme[0])}; ${place.rhyme[1]}.`;
      return { kit, band, text: framed(text, index + bandIndex), answer: place.answer };
    }),
  );
  return [...own, ...byPlace];
}
