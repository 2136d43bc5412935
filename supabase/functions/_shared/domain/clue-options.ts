import type { ClueAgeBand, ClueDifficulty, ClueTheme } from './clue-request.ts';

/** How the generator's choices read on the page (spec §2), in the order the form lists them. */
export const themeLabels: Readonly<Record<ClueTheme, string>> = {
  adventure: 'Adventure',
  mystery: 'Mystery',
  fantasy: 'Fantasy',
  nature: 'Nature',
  science: 'Science',
};

export const difficultyLabels: Readonly<Record<ClueDifficulty, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** What each difficulty produces (spec §2: easy = Location Description, medium = 2-Part Rhyme, hard = Riddle). */
export const difficultyKinds: Readonly<Record<ClueDifficulty, string>> = {
  easy: 'Location Description',
  medium: '2-Part Rhyme',
  hard: 'Riddle',
};

/** The spec's age bands (3-6 visual clue cards, 6-8 basic riddles, 8-14 harder riddles with rhymes). */
export const ageBandLabels: Readonly<Record<ClueAgeBand, string>> = {
  '3-6': 'Ages 3–6 (picture-like sentences)',
  '6-8': 'Ages 6–8 (simple riddles)',
  '8-14': 'Ages 8–14 (rhyming riddles)',
};
