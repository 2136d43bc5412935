/**
 * Where the knowledge base's places are. It names none of the places a card must never send a child
 * (domain/safe-places.ts): no hot appliance, stairs, water, road, garage or car.
 */
export const placeAreas = ['home', 'school', 'library', 'garden', 'playground', 'shop'] as const;
export type PlaceArea = (typeof placeAreas)[number];

/**
 * One common hiding place the built-in generator knows well.
 * - `easy`: short plain sentences a 3–6-year-old can follow.
 * - `rhyme`: couplet first lines; each ends in a word of a rhyme family (see rhymes.ts).
 * - `riddle`: first-person riddle lines that never use a key word; each ends in a rhyme-family word.
 */
export interface HidingPlace {
  name: string;
  /** Other ways members name it; matched in their text like `name`. */
  aliases?: string[];
  /** Words a riddle must never contain; defaults to the last word of the name and of each alias. */
  keyWords?: string[];
  area: PlaceArea;
  /** Where a clue usually hides relative to it, when the member does not say. */
  spot: string;
  easy: string[];
  rhyme: string[];
  riddle: string[];
}

export function keyWordsOf(place: HidingPlace): string[] {
  if (place.keyWords) return place.keyWords;
  return [place.name, ...(place.aliases ?? [])].map((name) => name.split(' ').at(-1) ?? name);
}
