import { z } from 'zod';

import { frenchTexts } from './french-typography.ts';
import { locales, type Locale } from './locales.ts';

export const clueThemes = ['adventure', 'mystery', 'fantasy', 'nature', 'science'] as const;
export const clueDifficulties = ['easy', 'medium', 'hard'] as const;
export const clueAgeBands = ['3-6', '6-8', '8-14'] as const;
export const defaultAgeBand = '6-8';
export const maxLocationLength = 300;
export const maxChildNameLength = 40;

export type ClueTheme = (typeof clueThemes)[number];
export type ClueDifficulty = (typeof clueDifficulties)[number];
export type ClueAgeBand = (typeof clueAgeBands)[number];

/** Letters in any alphabet, with the spaces, hyphens and apostrophes of names like "Mary-Kate O'Neil". */
export const childNamePattern = new RegExp(`^(?=.*\\p{L})[\\p{L}\\p{M} '’-]{1,${maxChildNameLength}}$`, 'u');

/**
 * What is wrong with a list of children's names (a party or classroom kit, ADR 054): more than the
 * licence holds, or the first name the rule above refuses, in the rule's language (licences.ts
 * `childNamesRule`); undefined when the list is fine. The cart and the downloads page check with it,
 * create-checkout and the download function again.
 */
export function childNamesProblem(
  names: readonly string[],
  rule: { max: number; tooMany: string; badName: (name: string, max: number) => string },
): string | undefined {
  if (names.length > rule.max) return rule.tooMany;
  const bad = names.find((name) => !childNamePattern.test(name));
  return bad === undefined ? undefined : rule.badName(bad, maxChildNameLength);
}

/** What a clue request's checks say, in each language (the browser's generator shows the English). */
export interface ClueRequestTexts {
  themeRequired: string;
  themeOneOf: string;
  difficultyRequired: string;
  difficultyOneOf: string;
  locationRequired: string;
  locationText: string;
  locationTooLong: string;
  ageBandOneOf: string;
  childName: string;
  locale: string;
  notAnObject: string;
}

export const clueRequestTextsIn: Readonly<Record<Locale, ClueRequestTexts>> = {
  en: {
    themeRequired: 'Please choose a theme.',
    themeOneOf: `Theme must be one of: ${clueThemes.join(', ')}.`,
    difficultyRequired: 'Please choose a difficulty.',
    difficultyOneOf: `Difficulty must be one of: ${clueDifficulties.join(', ')}.`,
    locationRequired: 'Please describe where you want to hide the clue.',
    locationText: 'Location must be text.',
    locationTooLong: `Please keep the hiding place under ${maxLocationLength} characters.`,
    ageBandOneOf: `Age band must be one of: ${clueAgeBands.join(', ')}.`,
    childName: `Child's name must be 1 to ${maxChildNameLength} letters, spaces, hyphens or apostrophes.`,
    locale: `Locale must be one of: ${locales.join(', ')}.`,
    notAnObject: 'The request body must be a JSON object with theme, difficulty and location.',
  },
  fr: frenchTexts({
    themeRequired: 'Veuillez choisir un thème.',
    themeOneOf: `Le thème doit être l’un des suivants : ${clueThemes.join(', ')}.`,
    difficultyRequired: 'Veuillez choisir un niveau de difficulté.',
    difficultyOneOf: `La difficulté doit être l’une des suivantes : ${clueDifficulties.join(', ')}.`,
    locationRequired: 'Veuillez décrire l’endroit où vous voulez cacher l’indice.',
    locationText: 'La cachette doit être un texte.',
    locationTooLong: `Veuillez décrire la cachette en moins de ${maxLocationLength} caractères.`,
    ageBandOneOf: `La tranche d’âge doit être l’une des suivantes : ${clueAgeBands.join(', ')}.`,
    childName: `Le prénom de l’enfant doit compter de 1 à ${maxChildNameLength} lettres, espaces, traits d’union ou apostrophes.`,
    locale: `La langue doit être l’une des suivantes : ${locales.join(', ')}.`,
    notAnObject: 'Le corps de la requête doit être un objet JSON avec theme, difficulty et location.',
  }),
};

/** The English the generator form shows (the member area speaks English for now). */
export const clueRequestMessages = clueRequestTextsIn.en;
export const childNameMessage = clueRequestMessages.childName;

const isUnset = (input: unknown) => input === undefined || input === '';

/** Optional on every clue and hunt request: the language the clue is written in, and of what is said beside it. */
export const requestLocaleIn = (texts: ClueRequestTexts) =>
  z.enum(locales, { error: texts.locale }).optional();

/** The fields of a clue request with `texts` (one language's); a hunt asks for the same ones. */
export function clueRequestSchemaWith(texts: ClueRequestTexts) {
  return z.object({
    // An unchosen select sends '', which reads as "not chosen" rather than as a wrong value.
    theme: z.enum(clueThemes, {
      error: (issue) => (isUnset(issue.input) ? texts.themeRequired : texts.themeOneOf),
    }),
    difficulty: z.enum(clueDifficulties, {
      error: (issue) => (isUnset(issue.input) ? texts.difficultyRequired : texts.difficultyOneOf),
    }),
    location: z
      .string({
        error: (issue) => (issue.input === undefined ? texts.locationRequired : texts.locationText),
      })
      .trim()
      .min(1, texts.locationRequired)
      .max(maxLocationLength, texts.locationTooLong),
    ageBand: z.enum(clueAgeBands, { error: texts.ageBandOneOf }).default(defaultAgeBand),
    // Optional: a blank name (an empty form field) is no name.
    childName: z.preprocess(
      (input) => (typeof input === 'string' && input.trim() === '' ? undefined : input),
      z.string({ error: texts.childName }).trim().regex(childNamePattern, texts.childName).optional(),
    ),
    /** The page's language: the clue's and its safety note's (else Accept-Language, else English; ADR 048). */
    locale: requestLocaleIn(texts),
  });
}

/** The body the app posts to generate-clue, and the generator form's schema (English messages). */
export const clueRequestSchema = clueRequestSchemaWith(clueRequestTextsIn.en);

/** A request as callers build it: `ageBand` may be left out (it defaults to 6-8). */
export type ClueRequest = Omit<z.output<typeof clueRequestSchema>, 'ageBand'> & { ageBand?: ClueAgeBand };

export type ClueRequestResult = { ok: true; request: ClueRequest } | { ok: false; message: string };

/**
 * Validates an already-parsed JSON body; the message lists every problem, one sentence each, in the
 * language of `texts` and `schema` (the function's, built from the same texts).
 */
export function parseClueRequest(
  body: unknown,
  texts: ClueRequestTexts = clueRequestTextsIn.en,
  schema: typeof clueRequestSchema = clueRequestSchema,
): ClueRequestResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, message: texts.notAnObject };
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, message: result.error.issues.map((issue) => issue.message).join(' ') };
}
