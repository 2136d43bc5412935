import { z } from 'zod';

/**
 * What a parent chooses for one kit on its downloads page: the paper, the ink and the child's name the
 * kit is printed with. The page checks the choices with this schema and the download function checks
 * them again with the same one.
 */

export const kitDownloadMessages = {
  paper: 'Choose Letter or A4 paper.',
  ink: 'Choose colour or black-and-white ink.',
  childName: "The child's name may hold letters, spaces, hyphens and apostrophes, up to 40 characters.",
} as const;

export const kitPaperSizes = ['letter', 'a4'] as const;
export const kitInks = ['color', 'bw'] as const;
export const KIT_CHILD_NAME_MAX = 40;

/** Optional: empty, or letters of any script with spaces, hyphens and apostrophes (at least one letter). */
export const kitChildNameField = z
  .string({ error: kitDownloadMessages.childName })
  .trim()
  .max(KIT_CHILD_NAME_MAX, kitDownloadMessages.childName)
  .regex(/^(?:|(?=.*\p{L})[\p{L}\p{M} '\u2019-]+)$/u, kitDownloadMessages.childName);

export const kitDownloadChoicesSchema = z.object({
  paper: z.enum(kitPaperSizes, { error: kitDownloadMessages.paper }),
  ink: z.enum(kitInks, { error: kitDownloadMessages.ink }),
  childName: kitChildNameField,
});

export type KitDownloadChoicesInput = z.input<typeof kitDownloadChoicesSchema>;
export type KitDownloadChoices = z.output<typeof kitDownloadChoicesSchema>;
