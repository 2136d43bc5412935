import { z } from 'zod';

/**
 * Field rules the review, contact and waitlist forms share, with spec §5's texts word for word.
 * The submit-form function checks the same rules with its own copy
 * (supabase/functions/_shared/forms/form-rules.ts); a test there holds the two to the same answers.
 */
export const fieldMessages = {
  name: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must be at most 100 characters.',
  email: 'Please enter a valid email address.',
} as const;

export const fieldLimits = { nameMin: 2, nameMax: 100, emailMax: 254, textMin: 10, textMax: 5000 } as const;

export const nameField = z
  .string()
  .trim()
  .min(fieldLimits.nameMin, fieldMessages.name)
  .max(fieldLimits.nameMax, fieldMessages.nameTooLong);

export const emailField = z
  .string()
  .trim()
  .max(fieldLimits.emailMax, fieldMessages.email)
  .pipe(z.email(fieldMessages.email));

/** A free-text field of 10 to 5000 characters (after trimming). */
export const longTextField = (tooShort: string, tooLong: string) =>
  z.string().trim().min(fieldLimits.textMin, tooShort).max(fieldLimits.textMax, tooLong);

/**
 * The field people never see and bots fill in; the function drops what arrives with it.
 * Its name must match HONEYPOT_FIELD in the function's rules.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypotField = z.string().optional();
