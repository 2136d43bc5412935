import { z } from 'zod';

import { locales } from './locales.ts';

export const clueThemes = ['adventure', 'mystery', 'fantasy', 'nature', 'science'] as const;
export const clueDifficulties = ['easy', 'medium', 'hard'] as const;
export const clueAgeBands = ['3-6', '6-8', '8-14'] as const;
export const defaultAgeBand = '6-8';
export const maxLocationLength = 300;
export const maxChildNameLength = 40;

export type ClueTheme = (typeof clueThemes)[number];
export type ClueDifficulty = (typeof clueDifficulties)[number];
export type ClueAgeBand = (typeof clueAgeBands)[number];

export const childNameMessage = `Child's name must be 1 to ${maxChildNameLength} letters, spaces, hyphens or apostrophes.`;
/** Letters in any alphabet, with the spaces, hyphens and apostrophes of names like "Mary-Kate O'Neil". */
const childNamePattern = new RegExp(`^(?=.*\\p{L})[\\p{L}\\p{M} '’-]{1,${maxChildNameLength}}$`, 'u');

export const clueRequestMessages = {
  themeRequired: 'Please choose a theme.',
  difficultyRequired: 'Please choose a difficulty.',
  locationRequired: 'Please describe where you want to hide the clue.',
  locationTooLong: `Please keep the hiding place under ${maxLocationLength} characters.`,
} as const;

const isUnset = (input: unknown) => input === undefined || input === '';

/** Optional on every clue and hunt request: the language of what the function says beside the clue. */
export const requestLocale = z
  .enum(locales, { error: `Locale must be one of: ${locales.join(', ')}.` })
  .optional();

/** The body the app posts to generate-clue, and the generator form's schema. Messages are shown to members as they are. */
export const clueRequestSchema = z.object({
  // An unchosen select sends '', which reads as "not chosen" rather than as a wrong value.
  theme: z.enum(clueThemes, {
    error: (issue) =>
      isUnset(issue.input)
        ? clueRequestMessages.themeRequired
        : `Theme must be one of: ${clueThemes.join(', ')}.`,
  }),
  difficulty: z.enum(clueDifficulties, {
    error: (issue) =>
      isUnset(issue.input)
        ? clueRequestMessages.difficultyRequired
        : `Difficulty must be one of: ${clueDifficulties.join(', ')}.`,
  }),
  location: z
    .string({
      error: (issue) =>
        issue.input === undefined ? clueRequestMessages.locationRequired : 'Location must be text.',
    })
    .trim()
    .min(1, clueRequestMessages.locationRequired)
    .max(maxLocationLength, clueRequestMessages.locationTooLong),
  ageBand: z
    .enum(clueAgeBands, { error: `Age band must be one of: ${clueAgeBands.join(', ')}.` })
    .default(defaultAgeBand),
  // Optional: a blank name (an empty form field) is no name.
  childName: z.preprocess(
    (input) => (typeof input === 'string' && input.trim() === '' ? undefined : input),
    z.string({ error: childNameMessage }).trim().regex(childNamePattern, childNameMessage).optional(),
  ),
  /** The page's language: the one a safety note beside the clue is written in (English by default). */
  locale: requestLocale,
});

/** A request as callers build it: `ageBand` may be left out (it defaults to 6-8). */
export type ClueRequest = Omit<z.output<typeof clueRequestSchema>, 'ageBand'> & { ageBand?: ClueAgeBand };

export type ClueRequestResult = { ok: true; request: ClueRequest } | { ok: false; message: string };

/** Validates an already-parsed JSON body; the message lists every problem, one sentence each. */
export function parseClueRequest(body: unknown): ClueRequestResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      message: 'The request body must be a JSON object with theme, difficulty and location.',
    };
  }
  const result = clueRequestSchema.safeParse(body);
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, message: result.error.issues.map((issue) => issue.message).join(' ') };
}
