import { describe, expect, it } from 'vitest';

import { hidingPlaces } from '../clue-generator/places.ts';
import { hidingSpots } from './hiding-spot-drawings.ts';
import { matchHidingSpot } from './match-hiding-spot.ts';

const wordFor = (place: string) => matchHidingSpot(place)?.word;

describe('matchHidingSpot', () => {
  it.each([
    ['in the fridge', 'fridge'],
    ['Fridge', 'fridge'],
    ['inside the refrigerator door', 'fridge'],
    ['on top of the fridge', 'fridge'],
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
    ['in the bathtub', 'bathtub'],
    ['in the bath', 'bathtub'],
    ['under the doormat', 'door mat'],
    ['under the welcome mat', 'door mat'],
    ['in the toy box', 'toy box'],
    ['in the washing machine', 'washing machine'],
    ['on the bookshelf', 'bookshelf'],
    ['behind the bookcase', 'bookshelf'],
    ['next to the plant pot', 'plant pot'],
    ['under the flower pot on the porch', 'plant pot'],
    ['in the mailbox', 'mailbox'],
    ['on the swings', 'swing'],
    ['behind the apple tree', 'tree'],
    ['under the oven', 'oven'],
    ['under the bathroom sink', 'sink'],
    ['behind the toilet', 'toilet'],
    ['in the hall closet', 'closet'],
    ['in the wardrobe', 'closet'],
    ['under the lamp', 'lamp'],
    ['under the table lamp', 'lamp'],
    ['in the door of the fridge', 'fridge'],
    ['by the clock', 'clock'],
    ['on the window sill', 'window'],
    ['on the windowsill', 'window'],
    ['at the bottom of the stairs', 'stairs'],
    ['on the bottom step', 'stairs'],
    ["in Dad's car", 'car'],
    ['in the car trunk', 'car'],
    ['in the basket of my bike', 'bike'],
    ['at the bottom of the slide', 'slide'],
    ['in the sandpit', 'sandbox'],
    ['on the shoe rack', 'shoe rack'],
    ['on the piano', 'piano'],
    ['in the trash can', 'trash can'],
    ['behind the TV', 'TV'],
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
      .map((name) => ({ name, spot: hidingSpots.find((spot) => [spot.word, ...spot.names].includes(name)) }))
      .filter((entry) => entry.spot !== undefined);
    expect(checked.length).toBeGreaterThanOrEqual(20);
    for (const { name, spot } of checked) expect(matchHidingSpot(`under the ${name}`), name).toBe(spot);
  });
});

describe('the picture set', () => {
  it('has at least 24 drawings, each with its own word and names no other drawing uses', () => {
    expect(hidingSpots.length).toBeGreaterThanOrEqual(24);
    const words = hidingSpots.map((spot) => spot.word);
    expect(new Set(words).size).toBe(words.length);
    const names = hidingSpots.flatMap((spot) => [...new Set([spot.word.toLowerCase(), ...spot.names])]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const spot of hidingSpots) expect(matchHidingSpot(`under the ${spot.word}`), spot.word).toBe(spot);
  });
});
