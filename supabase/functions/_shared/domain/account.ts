import { z } from 'zod';

import { frenchTexts } from './french-typography.ts';
import type { Locale } from './locales.ts';

/** A member deleting their account (issue 20 §5): the words of the page, the function and the notice. */
export interface AccountDeletionTexts {
  heading: string;
  explains: string;
  confirmLabel: string;
  button: string;
  deleted: string;
  emailMismatch: string;
  signIn: string;
  failed: string;
}

/** In each language: the page (English until the member area has its French version) and the function. */
export const accountDeletionTextsIn: Readonly<Record<Locale, AccountDeletionTexts>> = {
  en: {
    heading: 'Delete my account',
    explains:
      'This deletes your account, every clue and hunt you saved, and your clue history, for good. Orders stay with the shop, as tax law requires, but are no longer linked to an account: their download links keep working.',
    confirmLabel: 'Type your email to confirm',
    button: 'Delete my account permanently',
    deleted: 'Your account and all your clues and hunts were deleted.',
    emailMismatch: 'Type the email address of this account to confirm.',
    signIn: 'Please sign in again to delete your account.',
    failed: 'Your account could not be deleted. Please try again.',
  },
  fr: frenchTexts({
    heading: 'Supprimer mon compte',
    explains:
      'Cette action supprime pour de bon votre compte, chaque indice et chaque chasse que vous avez enregistrés, ainsi que votre historique d’indices. Les commandes restent à la boutique, comme l’exigent les lois fiscales, mais ne sont plus liées à un compte : leurs liens de téléchargement continuent de fonctionner.',
    confirmLabel: 'Entrez votre adresse courriel pour confirmer',
    button: 'Supprimer mon compte définitivement',
    deleted: 'Votre compte ainsi que tous vos indices et toutes vos chasses ont été supprimés.',
    emailMismatch: 'Entrez l’adresse courriel de ce compte pour confirmer.',
    signIn: 'Veuillez vous reconnecter pour supprimer votre compte.',
    failed: 'Votre compte n’a pas pu être supprimé. Veuillez réessayer.',
  }),
};

/** The page's words (the member area speaks English for now). */
export const accountDeletionTexts = accountDeletionTextsIn.en;

/**
 * Deleting an account is confirmed by typing its email again: the page checks it and the delete-account
 * function checks it again, against the signed-in account's own address, in any case.
 */
export const accountDeletionSchema = (
  accountEmail: string,
  texts: AccountDeletionTexts = accountDeletionTexts,
) =>
  z.object({
    email: z
      .string({ error: texts.emailMismatch })
      .trim()
      .max(254, texts.emailMismatch)
      .refine((typed) => typed.toLowerCase() === accountEmail.toLowerCase(), texts.emailMismatch),
  });

export type AccountDeletionInput = z.input<ReturnType<typeof accountDeletionSchema>>;
export type AccountDeletionValues = z.output<ReturnType<typeof accountDeletionSchema>>;
