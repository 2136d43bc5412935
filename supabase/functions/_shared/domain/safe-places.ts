/**
 * Where a clue card must never send a child (issue 25 §8): the one list the kit's safety page, the
 * instructions guide, the riddle bank's tests and the clue functions' safety notes all read. Each
 * place belongs to a group and has the name the safety lists print, in each language. How a text is
 * recognised as naming one, and what a parent is told about it, is in safe-place-check.ts, keyed by the
 * same ids (the compiler holds the two together); it is kept apart because the public instructions page
 * prints this list and must stay light (ADR 038).
 */

import type { Locale } from './locales.ts';

export const unsafePlaceGroupIds = [
  'heat',
  'machines',
  'chemicals',
  'heights',
  'water',
  'electricity',
  'windows',
  'road',
  'garage',
  'bins',
  'sharp',
] as const;
export type UnsafePlaceGroupId = (typeof unsafePlaceGroupIds)[number];

/** Each group as it completes "Never hide a card …" (the safety lists print it as a heading too). */
export const unsafePlaceGroupLabels: Readonly<Record<Locale, Readonly<Record<UnsafePlaceGroupId, string>>>> =
  {
    en: {
      heat: 'near anything hot',
      machines: 'in or by machines that open, spin or move',
      chemicals: 'where cleaning products, medicines or chemicals are kept',
      heights: 'up high or on the stairs',
      water: 'near water',
      electricity: 'by outlets, cords or chargers',
      windows: 'by windows, blinds or balconies',
      road: 'by the road or in a car',
      garage: 'in the garage or shed',
      bins: 'in or by the bins',
      sharp: 'near knives or sharp things',
    },
    fr: {
      heat: 'près de ce qui chauffe',
      machines: 'dans ou près d’un appareil qui s’ouvre, tourne ou bouge',
      chemicals: 'là où on range les produits ménagers, les médicaments ou les produits chimiques',
      heights: 'en hauteur ou dans l’escalier',
      water: 'près de l’eau',
      electricity: 'près des prises, des fils ou des chargeurs',
      windows: 'près des fenêtres, des stores ou d’un balcon',
      road: 'près de la rue ou dans une voiture',
      garage: 'dans le garage ou le cabanon',
      bins: 'dans les poubelles ou tout près',
      sharp: 'près des couteaux ou d’objets coupants',
    },
  };

/** Every place on the list, in the order the safety lists print them. */
export const unsafePlaceNames = [
  // Anything hot
  { id: 'oven', group: 'heat', name: { en: 'oven', fr: 'four' } },
  { id: 'stove', group: 'heat', name: { en: 'stove', fr: 'cuisinière' } },
  { id: 'microwave', group: 'heat', name: { en: 'microwave', fr: 'micro-ondes' } },
  {
    id: 'toaster',
    group: 'heat',
    name: { en: 'toaster, air fryer, coffee maker', fr: 'grille-pain, friteuse à air, cafetière' },
  },
  { id: 'kettle', group: 'heat', name: { en: 'kettle', fr: 'bouilloire' } },
  {
    id: 'fireplace',
    group: 'heat',
    name: { en: 'fireplace, fire pit, candles', fr: 'foyer, feu de camp, chandelles' },
  },
  {
    id: 'heater',
    group: 'heat',
    name: { en: 'heaters, radiators, furnace', fr: 'chaufferettes, calorifères, fournaise' },
  },
  {
    id: 'dryer',
    group: 'heat',
    name: { en: 'clothes dryer, hair dryer', fr: 'sécheuse, séchoir à cheveux' },
  },
  {
    id: 'iron',
    group: 'heat',
    name: { en: 'clothes iron, ironing board', fr: 'fer à repasser, planche à repasser' },
  },
  { id: 'barbecue', group: 'heat', name: { en: 'barbecue', fr: 'barbecue' } },
  // Machines
  { id: 'washer', group: 'machines', name: { en: 'washing machine', fr: 'laveuse' } },
  { id: 'dishwasher', group: 'machines', name: { en: 'dishwasher', fr: 'lave-vaisselle' } },
  {
    id: 'moving-parts',
    group: 'machines',
    name: {
      en: 'electric fans, treadmills, shredders',
      fr: 'ventilateurs, tapis roulants, déchiqueteuses',
    },
  },
  // Cleaning products, medicines and chemicals
  { id: 'under-sink', group: 'chemicals', name: { en: 'under the sink', fr: 'sous l’évier' } },
  {
    id: 'cleaning',
    group: 'chemicals',
    name: { en: 'cleaning closet, cleaning products', fr: 'placard à ménage, produits ménagers' },
  },
  {
    id: 'medicine',
    group: 'chemicals',
    name: { en: 'medicine cabinet, bathroom cabinet', fr: 'pharmacie, armoire de la salle de bain' },
  },
  {
    id: 'chemicals',
    group: 'chemicals',
    name: {
      en: 'paint cans, gasoline, garden chemicals',
      fr: 'pots de peinture, essence, produits chimiques',
    },
  },
  // Up high or on the stairs
  { id: 'stairs', group: 'heights', name: { en: 'stairs, front steps', fr: 'escalier, perron' } },
  {
    id: 'up-high',
    group: 'heights',
    name: { en: 'high shelves, ladders, attic', fr: 'tablettes du haut, échelles, grenier' },
  },
  // Water
  { id: 'bathtub', group: 'water', name: { en: 'bathtub', fr: 'bain' } },
  { id: 'toilet', group: 'water', name: { en: 'toilet', fr: 'toilette' } },
  { id: 'pool', group: 'water', name: { en: 'pool, hot tub', fr: 'piscine, spa' } },
  { id: 'pond', group: 'water', name: { en: 'pond, lake, rain barrel', fr: 'étang, lac, baril de pluie' } },
  // Electricity
  {
    id: 'outlet',
    group: 'electricity',
    name: {
      en: 'outlets, power bars, extension cords',
      fr: 'prises de courant, barres d’alimentation, rallonges',
    },
  },
  {
    id: 'charger',
    group: 'electricity',
    name: { en: 'phone chargers, night lights', fr: 'chargeurs, veilleuses' },
  },
  {
    id: 'behind-screens',
    group: 'electricity',
    name: { en: 'behind the TV or computer', fr: 'derrière la télé ou l’ordinateur' },
  },
  // Windows and balconies
  {
    id: 'window',
    group: 'windows',
    name: { en: 'windows, window sills', fr: 'fenêtres, rebords de fenêtre' },
  },
  { id: 'curtains', group: 'windows', name: { en: 'curtains, blinds', fr: 'rideaux, stores' } },
  { id: 'balcony', group: 'windows', name: { en: 'balconies', fr: 'balcons' } },
  // The road and the car
  {
    id: 'road',
    group: 'road',
    name: { en: 'street, sidewalk, driveway', fr: 'rue, trottoir, entrée de garage' },
  },
  { id: 'mailbox', group: 'road', name: { en: 'mailbox', fr: 'boîte aux lettres' } },
  { id: 'car', group: 'road', name: { en: 'parked car', fr: 'voiture stationnée' } },
  // The garage and the shed
  { id: 'garage', group: 'garage', name: { en: 'garage', fr: 'garage' } },
  { id: 'shed', group: 'garage', name: { en: 'garden shed, workbench', fr: 'cabanon, remise' } },
  { id: 'tools', group: 'garage', name: { en: 'tools, lawn mower', fr: 'outils, tondeuse' } },
  // The bins
  {
    id: 'recycling',
    group: 'bins',
    name: { en: 'recycling bin, compost bin', fr: 'bac de recyclage, compost' },
  },
  { id: 'trash', group: 'bins', name: { en: 'trash cans', fr: 'poubelles' } },
  { id: 'litter-box', group: 'bins', name: { en: 'litter box', fr: 'litière du chat' } },
  // Knives and sharp things
  {
    id: 'knives',
    group: 'sharp',
    name: { en: 'knives, cutlery drawer', fr: 'couteaux, tiroir des ustensiles' },
  },
] as const satisfies readonly {
  id: string;
  group: UnsafePlaceGroupId;
  name: Readonly<Record<Locale, string>>;
}[];

export type UnsafePlaceId = (typeof unsafePlaceNames)[number]['id'];

/** The safety lists' lines: each group with the places it names (each name may itself list a few), in order. */
export function unsafePlaceList(
  locale: Locale,
): { group: UnsafePlaceGroupId; label: string; places: string[] }[] {
  return unsafePlaceGroupIds.map((group) => ({
    group,
    label: unsafePlaceGroupLabels[locale][group],
    places: unsafePlaceNames.filter((place) => place.group === group).map((place) => place.name[locale]),
  }));
}
