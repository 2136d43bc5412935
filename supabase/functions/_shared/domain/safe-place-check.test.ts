import { describe, expect, it } from 'vitest';

import { breaksFrenchTypography } from './french-typography.ts';
import { locales } from './locales.ts';
import { safetyNoteFor, safetyNotesFor, unsafePlaceIn, unsafePlaces } from './safe-place-check.ts';
import { unsafePlaceGroupIds, unsafePlaceList, unsafePlaceNames } from './safe-places.ts';

const idOf = (text: string, locale: 'en' | 'fr' = 'en') => unsafePlaceIn(text, locale)?.id;

describe('unsafePlaceIn, in English', () => {
  it.each([
    ['next to the oven', 'oven'],
    ['Find the oven where we bake cookies', 'oven'],
    ['by the oven mitts', 'oven'],
    ['on the stovetop', 'stove'],
    ['behind the toaster', 'toaster'],
    ['by the kettle', 'kettle'],
    ['on the fireplace mantel', 'fireplace'],
    ['behind the radiator in the hall', 'heater'],
    ['next to the space heater', 'heater'],
    ['inside the dryer', 'dryer'],
    ['under the ironing board', 'iron'],
    ['next to the BBQ', 'barbecue'],
    ['in the washing machine', 'washer'],
    ['by the dishwasher', 'dishwasher'],
    ['near the ceiling fan', 'moving-parts'],
    ['under the kitchen sink', 'under-sink'],
    ['in the kitchen sink cabinet', 'under-sink'],
    ['in the cleaning closet', 'cleaning'],
    ['in the medicine cabinet', 'medicine'],
    ['on the bottom stair', 'stairs'],
    ['at the top of the staircase', 'stairs'],
    ['on the front steps', 'stairs'],
    ['on the top shelf of the pantry', 'up-high'],
    ['on top of the fridge', 'up-high'],
    ['in the attic', 'up-high'],
    ['in the bathtub', 'bathtub'],
    ['in the bath', 'bathtub'],
    ['behind the toilet', 'toilet'],
    ['by the pool', 'pool'],
    ['next to the pond', 'pond'],
    ['behind the power bar', 'outlet'],
    ['next to the outlet', 'outlet'],
    ['by the night light', 'charger'],
    ['behind the TV', 'behind-screens'],
    ['on the window sill', 'window'],
    ['behind the curtains', 'curtains'],
    ['on the balcony', 'balcony'],
    ['at the end of the driveway', 'road'],
    ['in the mailbox', 'mailbox'],
    ["in Dad's car", 'car'],
    ['in the glove box', 'car'],
    ['in the garage', 'garage'],
    ['in the garden shed', 'shed'],
    ['next to the lawn mower', 'tools'],
    ['by the trash can', 'trash'],
    ['by the bin', 'trash'],
    ['in the recycling bin', 'recycling'],
    ['next to the litter box', 'litter-box'],
    ['in the cutlery drawer', 'knives'],
    ['NEXT TO THE OVEN', 'oven'],
  ])('reads "%s" as the %s', (text, id) => {
    expect(idOf(text)).toBe(id);
  });

  it.each([
    'in the upstairs bedroom',
    'under the bed in the downstairs guest room',
    'in the cupboard under the stairs',
    'in the understairs closet',
    'next to the kitchen sink',
    'by the bathroom sink',
    'in the bathroom',
    'under the bath mat',
    'by the bird bath',
    'in the toy bin',
    'in the bread bin',
    'in the toy car',
    'in the toilet paper roll',
    'next to the television',
    'under the TV stand',
    'in the high chair',
    'next to the fridge',
    'behind the big tree',
    'in the tree house',
    'under the four chairs',
    'in the grocery store',
    'I saw a bunny hop by',
    'a big fan of dinosaurs',
    'by the bedroom door',
    'under the doormat',
    'in the laundry basket',
    'under the pool table',
  ])('leaves "%s" alone', (text) => {
    expect(idOf(text)).toBeUndefined();
  });

  it('names the first unsafe place the text names', () => {
    expect(idOf('on top of the fridge next to the oven')).toBe('up-high');
    expect(idOf('next to the oven, on top of the fridge')).toBe('oven');
  });
});

describe('unsafePlaceIn, in French', () => {
  it.each([
    ['à côté du four', 'oven'],
    ['près de la mitaine de four', 'oven'],
    ['sur la cuisinière', 'stove'],
    ['près du grille-pain', 'toaster'],
    ['près de la bouilloire', 'kettle'],
    ['à côté du foyer', 'fireplace'],
    ['derrière le calorifère', 'heater'],
    ['dans la sécheuse', 'dryer'],
    ['près de la laveuse', 'washer'],
    ['dans le lave-vaisselle', 'dishwasher'],
    ['sous l’évier de la cuisine', 'under-sink'],
    ['dans le placard à ménage', 'cleaning'],
    ['dans la pharmacie', 'medicine'],
    ['dans l’escalier', 'stairs'],
    ['sur la première marche', 'stairs'],
    ['sur le frigo', 'up-high'],
    ['dans le bain', 'bathtub'],
    ['derrière la toilette', 'toilet'],
    ['près de la piscine', 'pool'],
    ['près de la prise de courant', 'outlet'],
    ['près de la veilleuse', 'charger'],
    ['derrière la télé', 'behind-screens'],
    ['sur le rebord de la fenêtre', 'window'],
    ['derrière les rideaux', 'curtains'],
    ['près de la rue', 'road'],
    ['dans la boîte aux lettres', 'mailbox'],
    ['dans l’auto de papa', 'car'],
    ['dans le garage', 'garage'],
    ['dans le cabanon', 'shed'],
    ['près de la poubelle', 'trash'],
    ['dans le bac de recyclage', 'recycling'],
    ['dans le tiroir des ustensiles', 'knives'],
  ])('reads « %s » as the %s', (text, id) => {
    expect(idOf(text, 'fr')).toBe(id);
  });

  it.each([
    'sous l’escalier',
    'dans la salle de bain',
    'sous le tapis de bain',
    'près du bain d’oiseaux',
    'à côté du rouleau de papier de toilette',
    'en route vers la cuisine',
    'dans la petite voiture de ton frère',
    'près de l’évier de la cuisine',
    'dans la chaudière à sable',
    'à côté du frigo',
    'sous le lit, en haut',
  ])('leaves « %s » alone', (text) => {
    expect(idOf(text, 'fr')).toBeUndefined();
  });

  it('reads a French place on an English request, and an English one on a French request', () => {
    expect(idOf('à côté du four', 'en')).toBe('oven');
    expect(idOf('next to the oven', 'fr')).toBe('oven');
  });

  it('does not read English words as French ones', () => {
    expect(idOf('the foyer closet')).toBeUndefined();
    expect(idOf('by the mare in the stable')).toBeUndefined();
    expect(idOf('the store room')).toBeUndefined();
  });
});

describe('safetyNoteFor', () => {
  it('says why and suggests a safe place nearby, in the request’s language', () => {
    expect(safetyNoteFor('next to the oven')).toEqual({
      note: 'The oven gets hot.',
      suggestion: 'How about the bread box instead?',
    });
    expect(safetyNoteFor('next to the oven', 'fr')).toEqual({
      note: 'Le four devient très chaud.',
      suggestion: 'Pourquoi pas la boîte à pain\u202f?',
    });
  });

  it('notes a hunt card by card', () => {
    expect(safetyNotesFor(['under the rug', 'in the garage'])).toEqual([
      null,
      {
        note: 'The garage holds tools, chemicals and cars.',
        suggestion: 'How about behind the front door instead?',
      },
    ]);
  });

  it('has nothing to say about a safe place', () => {
    expect(safetyNoteFor('under the blue rug in the living room')).toBeNull();
    expect(safetyNoteFor('sous le tapis bleu du salon', 'fr')).toBeNull();
  });

  it('suggests only places that are safe themselves', () => {
    for (const locale of locales)
      for (const place of unsafePlaces)
        expect(unsafePlaceIn(place.instead[locale], locale), place.id).toBeUndefined();
  });

  it('writes every French note and suggestion with French spacing', () => {
    for (const place of unsafePlaces) {
      const note = safetyNoteFor(place.name.en, 'fr');
      expect(note, place.id).not.toBeNull();
      expect(breaksFrenchTypography(note!.note)).toBe(false);
      expect(breaksFrenchTypography(note!.suggestion)).toBe(false);
    }
  });
});

describe('the list', () => {
  it('recognises each place by every name it is listed under (after an article where the word needs one)', () => {
    const article = { en: 'the ', fr: 'le ' } as const;
    for (const locale of locales)
      for (const place of unsafePlaces)
        for (const name of place.name[locale].split(', ')) {
          const found = unsafePlaceIn(name, locale) ?? unsafePlaceIn(article[locale] + name, locale);
          expect(found?.id, `${locale}: ${name}`).toBe(place.id);
        }
  });

  it('recognises exactly the places the safety lists print, in their order', () => {
    expect(unsafePlaces.map((place) => place.id)).toEqual(unsafePlaceNames.map((place) => place.id));
  });

  it('lists every group, with its places, in each language', () => {
    for (const locale of locales) {
      const list = unsafePlaceList(locale);
      expect(list.map((line) => line.group)).toEqual([...unsafePlaceGroupIds]);
      for (const line of list) expect(line.places.length, line.group).toBeGreaterThan(0);
    }
    expect(unsafePlaceList('en')[0]).toMatchObject({ label: 'near anything hot' });
    expect(unsafePlaceList('en')[0]!.places.slice(0, 3)).toEqual(['oven', 'stove', 'microwave']);
    expect(unsafePlaceList('fr')[0]).toMatchObject({ label: 'près de ce qui chauffe' });
  });

  it('names what the kit’s safety page always named: high places, hot appliances, stairs, cleaning products and medicines', () => {
    const ids = unsafePlaces.map((place) => place.id);
    expect(ids).toEqual(
      expect.arrayContaining(['up-high', 'oven', 'stove', 'stairs', 'cleaning', 'medicine']),
    );
  });
});
