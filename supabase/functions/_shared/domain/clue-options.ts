import type { ClueDifficulty, ClueTheme } from './clue-request.ts';

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
