import { z } from 'zod';

/**
 * The spec's minimum password length (§5) and Supabase Auth's own floor. The local stack and
 * development keep it; the hosted project asks for more (supabase/config.toml,
 * [remotes.production.auth]), and the browser learns that number at build time.
 */
export const MIN_PASSWORD_LENGTH = 6;

/** The spec §5 message for a short password, for the project's minimum ('…at least 6 characters'). */
export const passwordTooShort = (minimum: number): string =>
  `Password must be at least ${minimum} characters`;

/** Texts of spec §5 for the auth form, word for word. */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: passwordTooShort(MIN_PASSWORD_LENGTH),
} as const;

const email = z
  .string()
  .trim()
  .min(1, { error: authMessages.emailRequired, abort: true })
  .pipe(z.email(authMessages.emailInvalid));

const passwordOf = (minimum: number) =>
  z
    .string()
    .min(1, { error: authMessages.passwordRequired, abort: true })
    .min(minimum, passwordTooShort(minimum));

/**
 * Logging in: any password Auth can ever have accepted (the spec's minimum), so a member whose
 * password predates a stricter project minimum still gets in; Auth judges the password itself.
 */
export const credentialsSchema = z.object({ email, password: passwordOf(MIN_PASSWORD_LENGTH) });
export type Credentials = z.infer<typeof credentialsSchema>;

/** Signing up, with the project's minimum password length. */
export const signUpSchemaFor = (minimumPasswordLength: number) =>
  z.object({ email, password: passwordOf(minimumPasswordLength) });

export const emailOnlySchema = z.object({ email });
export type EmailOnly = z.infer<typeof emailOnlySchema>;

/** Choosing a new password (the reset link), with the project's minimum password length. */
export const newPasswordSchemaFor = (minimumPasswordLength: number) =>
  z
    .object({ password: passwordOf(minimumPasswordLength), confirm: z.string() })
    .refine((value) => value.password === value.confirm, {
      path: ['confirm'],
      message: 'The two passwords do not match',
    });
export type NewPassword = z.infer<ReturnType<typeof newPasswordSchemaFor>>;
