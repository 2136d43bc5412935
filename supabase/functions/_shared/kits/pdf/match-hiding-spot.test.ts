import { describe, expect, it } from 'vitest';

import { hidingPlaces } from '../../clues/engine/places.ts';
import { unsafePlaceIn } from '../../domain/safe-place-check.ts';
import { hidingSpots } from './hiding-spot-drawings.ts';
import { matchHidingSpot } from './match-hiding-spot.ts';

const wordFor = (place: string) => matchHidingSpot(place)?.word.en;

describe('matchHidingSpot', () => {
  it.each([
    ['in the fridge', 'fridge'],
    ['Fridge', 'fridge'],
    ['inside the refrigerator door', 'fridge'],
    ['under the sofa cushions', 'sofa'],
    ['behind the couch', 'sofa'],
    ['behind the big armchair', 'armchair'],
    ['under the kitchen table', 'table'],
    ['inside the laundry basket', 'laundry basket'],
    ['in the hamper', 'laundry basket'],
    ['under the blue rug in the hall', 'rug'],
    ["under Maya's pillow", 'pillow'],
    ['I want to hide it under the bed', 'bed'],
    ['under the bunk bed', 'bed'],
    ["in the dog's bed", 'dog bed'],
    ['under the doormat', 'door mat'],
    ['under the welcome mat', 'door mat'],
    ['in the toy box', 'toy box'],
    ['on the bookshelf', 'bookshelf'],
    ['behind the bookcase', 'bookshelf'],
    ['next to the plant pot', 'plant pot'],
    ['under the flower pot on the porch', 'plant pot'],
    ['on the swings', 'swing'],
    ['behind the apple tree', 'tree'],
    ['next to the bathroom sink', 'sink'],
    ['in the hall closet', 'closet'],
    ['in the wardrobe', 'closet'],
    ['under the lamp', 'lamp'],
    ['under the table lamp', 'lamp'],
    ['in the door of the fridge', 'fridge'],
    ['by the clock', 'clock'],
    ['in the basket of my bike', 'bike'],
    ['at the bottom of the slide', 'slide'],
    ['in the sandpit', 'sandbox'],
    ['on the shoe rack', 'shoe rack'],
    ['on the piano', 'piano'],
    ['under the TV', 'TV'],
    ['inside the cookie jar', 'cookie jar'],
    ['next to the watering can', 'watering can'],
    ['in your rain boots', 'boots'],
    ['in the muddy boots by the door', 'boots'],
    ['in the chest of drawers', 'dresser'],
  ])('shows "%s" as the %s', (place, word) => {
    expect(wordFor(place)).toBe(word);
  });

  it.each([
    // Another thing is named first: the picture would send the child to the wrong place.
    'in the toy car',
    'in the flower bed',
    'on the shelf next to the fridge',
    'under the bedside table',
    'on the coffee table',
    'in the tree house',
    'in the car seat',
    'under the bath mat',
    'in the recycling bin',
    'next to the dish washer',
    'in the high chair',
    'on the seat of the car',
    // No drawing for these.
    'in the pocket of Dad’s coat',
    'under the mat by the front door',
    'in a shoe by the door',
    'in the top drawer',
    'behind the curtains',
    'in the mailroom',
    'in the bedroom',
    'on the bedspread',
    'slide it under the door',
    '',
  ])('gives "%s" no picture', (place) => {
    expect(matchHidingSpot(place)).toBeUndefined();
  });

  it('agrees with the clue engine: each place it knows by a drawing’s name gets that drawing', () => {
    const checked = hidingPlaces
      .flatMap((place) => [place.name, ...(place.aliases ?? [])])
      .map((name) => ({
        name,
        spot: hidingSpots.find((spot) => [spot.word.en, ...spot.names].includes(name)),
      }))
      .filter((entry) => entry.spot !== undefined);
    expect(checked.length).toBeGreaterThanOrEqual(20);
    for (const { name, spot } of checked) expect(matchHidingSpot(`next to the ${name}`), name).toBe(spot);
  });
});

describe('pictures and safety', () => {
  it.each([
    'under the bathroom sink',
    'in the cabinet under the kitchen sink',
    'behind the TV',
    'next to the oven',
    'in the bathtub',
    'behind the toilet',
    'on the window sill',
    'at the bottom of the stairs',
    'in the mailbox',
    "in the boot of Dad's car",
    'in the trash can',
    'on top of the fridge',
  ])('shows no picture for "%s": a card never sends a child there', (place) => {
    expect(matchHidingSpot(place)).toBeUndefined();
  });

  it('draws no place a card must never send a child to', () => {
    const unsafe = hidingSpots
      .flatMap((spot) => [spot.word.en, ...spot.names].map((name) => [spot.id, name] as const))
      .filter(([, name]) => unsafePlaceIn(`next to the ${name}`) !== undefined);
    expect(unsafe).toEqual([]);
    expect(hidingSpots.filter((spot) => unsafePlaceIn(spot.word.fr, 'fr') !== undefined)).toEqual([]);
  });
});

describe('the picture set', () => {
  it('has at least 24 drawings, each with its own word and names no other drawing uses', () => {
    expect(hidingSpots.length).toBeGreaterThanOrEqual(24);
    const words = hidingSpots.map((spot) => spot.word.en);
    expect(new Set(words).size).toBe(words.length);
    const names = hidingSpots.flatMap((spot) => [...new Set([spot.word.en.toLowerCase(), ...spot.names])]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const spot of hidingSpots)
      expect(matchHidingSpot(`next to the ${spot.word.en}`), spot.word.en).toBe(spot);
  });
});
