import { z } from 'zod';

/** Texts of spec §5 for the auth form, word for word. */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

const email = z
  .string()
  .trim()
  .min(1, { error: authMessages.emailRequired, abort: true })
  .pipe(z.email(authMessages.emailInvalid));

const password = z
  .string()
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort);

export const credentialsSchema = z.object({ email, password });
export type Credentials = z.infer<typeof credentialsSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnly = z.infer<typeof emailOnlySchema>;

export const newPasswordSchema = z
  .object({ password, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'The two passwords do not match',
  });
export type NewPassword = z.infer<typeof newPasswordSchema>;
