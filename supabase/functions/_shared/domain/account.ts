import { z } from 'zod';

/** A member deleting their account (issue 20 §5): the words of the page, the function and the notice. */
export const accountDeletionTexts = {
  heading: 'Delete my account',
  explains:
    'This deletes your account, every clue and hunt you saved, and your clue history, for good. Orders stay with the shop, as tax law requires, but are no longer linked to an account: their download links keep working.',
  confirmLabel: 'Type your email to confirm',
  button: 'Delete my account permanently',
  deleted: 'Your account and all your clues and hunts were deleted.',
  emailMismatch: 'Type the email address of this account to confirm.',
  signIn: 'Please sign in again to delete your account.',
  failed: 'Your account could not be deleted. Please try again.',
  methodNotAllowed: 'Method not allowed: send a POST request.',
} as const;

/**
 * Deleting an account is confirmed by typing its email again: the page checks it and the delete-account
 * function checks it again, against the signed-in account's own address, in any case.
 */
export const accountDeletionSchema = (accountEmail: string) =>
  z.object({
    email: z
      .string({ error: accountDeletionTexts.emailMismatch })
      .trim()
      .max(254, accountDeletionTexts.emailMismatch)
      .refine(
        (typed) => typed.toLowerCase() === accountEmail.toLowerCase(),
        accountDeletionTexts.emailMismatch,
      ),
  });

export type AccountDeletionInput = z.input<ReturnType<typeof accountDeletionSchema>>;
export type AccountDeletionValues = z.output<ReturnType<typeof accountDeletionSchema>>;
