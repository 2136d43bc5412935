import type { ClueDifficulty, ClueTheme } from '@/lib/database.types';

/** The generator's choices (spec §2), in the order the form lists them. */
export const clueThemes = [
  'adventure',
  'mystery',
  'fantasy',
  'nature',
  'science',
] as const satisfies readonly ClueTheme[];
export const clueDifficulties = ['easy', 'medium', 'hard'] as const satisfies readonly ClueDifficulty[];

export const themeLabels: Record<ClueTheme, string> = {
  adventure: 'Adventure',
  mystery: 'Mystery',
  fantasy: 'Fantasy',
  nature: 'Nature',
  science: 'Science',
};

export const difficultyLabels: Record<ClueDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** What each difficulty produces (spec §2: easy = Location Description, medium = 2-Part Rhyme, hard = Riddle). */
export const difficultyKinds: Record<ClueDifficulty, string> = {
  easy: 'Location Description',
  medium: '2-Part Rhyme',
  hard: 'Riddle',
};

export const LOCATION_MAX_LENGTH = 300;

/** Age bands of the spec (3-6 picture clues, 6-8 basic riddles, 8-14 rhyming riddles); the band tunes words and length. */
export const clueAgeBands = ['3-6', '6-8', '8-14'] as const;
export type ClueAgeBand = (typeof clueAgeBands)[number];
export const DEFAULT_AGE_BAND: ClueAgeBand = '6-8';
export const ageBandLabels: Record<ClueAgeBand, string> = {
  '3-6': 'Ages 3–6 (picture-like sentences)',
  '6-8': 'Ages 6–8 (simple riddles)',
  '8-14': 'Ages 8–14 (rhyming riddles)',
};

/** The child's name as generate-clue accepts it: letters in any alphabet, spaces, hyphens, apostrophes. */
export const CHILD_NAME_MAX_LENGTH = 40;
export const CHILD_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’-]+$/u;
export const childNameMessage = `Please use only letters, spaces, hyphens or apostrophes, up to ${CHILD_NAME_MAX_LENGTH} characters.`;

/** History cards cycle through these (spec §9), newest first. */
export const clueCardColours = ['yellow', 'blue', 'green', 'purple', 'pink'] as const;
export type ClueCardColour = (typeof clueCardColours)[number];
export const clueCardColour = (index: number): ClueCardColour =>
  clueCardColours[index % clueCardColours.length]!;

/** The member-facing validation notices of spec §5. */
export const clueFormNotices = {
  missingFields: {
    title: 'Missing Information',
    description: 'Please fill in all required fields (theme and difficulty).',
    variant: 'destructive',
  },
  missingLocation: {
    title: 'Location Required',
    description: 'Please describe where you want to hide the clue.',
    variant: 'destructive',
  },
} as const;

export const formatClueDate = (iso: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
