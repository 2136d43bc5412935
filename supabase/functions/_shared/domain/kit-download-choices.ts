import { z } from 'zod';

import { maxChildNameLength } from './clue-request.ts';
import { frenchTexts } from './french-typography.ts';
import type { Locale } from './locales.ts';

/**
 * What a parent chooses for one kit on its downloads page: the paper, the ink and the child's name the
 * kit is printed with. The page checks the choices with this schema and the download function checks
 * them again with the same one, in the request's language.
 */

export interface KitDownloadMessages {
  paper: string;
  ink: string;
  childName: string;
}

export const kitDownloadMessagesIn: Readonly<Record<Locale, KitDownloadMessages>> = {
  en: {
    paper: 'Choose Letter or A4 paper.',
    ink: 'Choose colour or black-and-white ink.',
    childName: `The child's name may hold letters, spaces, hyphens and apostrophes, up to ${maxChildNameLength} characters.`,
  },
  fr: frenchTexts({
    paper: 'Choisissez le papier Lettre ou A4.',
    ink: 'Choisissez l’encre couleur ou noir et blanc.',
    childName: `Le prénom de l’enfant peut contenir des lettres, des espaces, des traits d’union et des apostrophes, jusqu’à ${maxChildNameLength} caractères.`,
  }),
};

/** The page's words (the downloads page asks in English for now). */
export const kitDownloadMessages = kitDownloadMessagesIn.en;

export const kitPaperSizes = ['letter', 'a4'] as const;
export const kitInks = ['color', 'bw'] as const;
export const KIT_CHILD_NAME_MAX = maxChildNameLength;

/** Optional: empty, or letters of any script with spaces, hyphens and apostrophes (at least one letter). */
export const kitChildNameField = (messages: KitDownloadMessages = kitDownloadMessages) =>
  z
    .string({ error: messages.childName })
    .trim()
    .max(KIT_CHILD_NAME_MAX, messages.childName)
    .regex(/^(?:|(?=.*\p{L})[\p{L}\p{M} '\u2019-]+)$/u, messages.childName);

export const kitDownloadChoicesSchemaIn = (messages: KitDownloadMessages = kitDownloadMessages) =>
  z.object({
    paper: z.enum(kitPaperSizes, { error: messages.paper }),
    ink: z.enum(kitInks, { error: messages.ink }),
    childName: kitChildNameField(messages),
  });

export const kitDownloadChoicesSchema = kitDownloadChoicesSchemaIn();

export type KitDownloadChoicesInput = z.input<typeof kitDownloadChoicesSchema>;
export type KitDownloadChoices = z.output<typeof kitDownloadChoicesSchema>;
