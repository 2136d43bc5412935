import { z } from 'zod';

import { frenchTexts } from './french-typography.ts';
import type { Locale } from './locales.ts';

/**
 * The spec's minimum password length (§5) and Supabase Auth's own floor. The local stack and
 * development keep it; the hosted project asks for more (supabase/config.toml,
 * [remotes.production.auth]), and the browser learns that number at build time.
 */
export const MIN_PASSWORD_LENGTH = 6;

/** What the auth forms' checks say, in one language (spec §5 in English, word for word). */
export interface AuthMessages {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  /** For the project's minimum ('…at least 6 characters'). */
  passwordTooShort: (minimum: number) => string;
  passwordsDiffer: string;
}

export const authMessagesIn: Readonly<Record<Locale, AuthMessages>> = {
  en: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: (minimum) => `Password must be at least ${minimum} characters`,
    passwordsDiffer: 'The two passwords do not match',
  },
  fr: {
    ...frenchTexts({
      emailRequired: 'L’adresse courriel est requise',
      emailInvalid: 'Veuillez entrer une adresse courriel valide',
      passwordRequired: 'Le mot de passe est requis',
      passwordsDiffer: 'Les deux mots de passe ne correspondent pas',
    }),
    passwordTooShort: (minimum) => `Le mot de passe doit compter au moins ${minimum} caractères`,
  },
};

/** The spec §5 message for a short password, for the project's minimum ('…at least 6 characters'). */
export const passwordTooShort = authMessagesIn.en.passwordTooShort;

/** Texts of spec §5 for the auth form, word for word. */
export const authMessages = {
  emailRequired: authMessagesIn.en.emailRequired,
  emailInvalid: authMessagesIn.en.emailInvalid,
  passwordRequired: authMessagesIn.en.passwordRequired,
  passwordTooShort: passwordTooShort(MIN_PASSWORD_LENGTH),
} as const;

/** The auth forms' schemas with one language's messages (the member pages build their page's). */
export function authSchemasWith(messages: AuthMessages) {
  const email = z
    .string()
    .trim()
    .min(1, { error: messages.emailRequired, abort: true })
    .pipe(z.email(messages.emailInvalid));

  const passwordOf = (minimum: number) =>
    z
      .string()
      .min(1, { error: messages.passwordRequired, abort: true })
      .min(minimum, messages.passwordTooShort(minimum));

  return {
    /**
     * Logging in: any password Auth can ever have accepted (the spec's minimum), so a member whose
     * password predates a stricter project minimum still gets in; Auth judges the password itself.
     */
    credentials: z.object({ email, password: passwordOf(MIN_PASSWORD_LENGTH) }),
    /** Signing up, with the project's minimum password length. */
    signUpFor: (minimumPasswordLength: number) =>
      z.object({ email, password: passwordOf(minimumPasswordLength) }),
    emailOnly: z.object({ email }),
    /** Choosing a new password (the reset link), with the project's minimum password length. */
    newPasswordFor: (minimumPasswordLength: number) =>
      z
        .object({ password: passwordOf(minimumPasswordLength), confirm: z.string() })
        .refine((value) => value.password === value.confirm, {
          path: ['confirm'],
          message: messages.passwordsDiffer,
        }),
  };
}

const englishSchemas = authSchemasWith(authMessagesIn.en);

export const credentialsSchema = englishSchemas.credentials;
export type Credentials = z.infer<typeof credentialsSchema>;

export const signUpSchemaFor = englishSchemas.signUpFor;

export const emailOnlySchema = englishSchemas.emailOnly;
export type EmailOnly = z.infer<typeof emailOnlySchema>;

export const newPasswordSchemaFor = englishSchemas.newPasswordFor;
export type NewPassword = z.infer<ReturnType<typeof newPasswordSchemaFor>>;
