import type { Locale } from './locales.ts';

/**
 * The forms' messages and bounds, without zod, so a page that only shows a message (a notice) does
 * not load the schema library. The schemas are in forms.ts. Texts of spec §5, word for word; the upper bounds
 * are ours and match the database's checks (supabase/migrations/20261122000300_forms.sql).
 */
export const formMessages = {
  name: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must be at most 100 characters.',
  email: 'Please enter a valid email address.',
  review: 'Review must be at least 10 characters.',
  reviewTooLong: 'Review must be at most 5000 characters.',
  rating: 'Please select a star rating before submitting your review.',
  message: 'Message must be at least 10 characters.',
  messageTooLong: 'Message must be at most 5000 characters.',
  ageRange: 'Please choose one of the age ranges.',
  /** Ours: a form sent too often from one address (submit-form answers it with status 429). */
  rateLimited: 'Too many submissions — please try again later.',
} as const;

export const formLimits = { nameMin: 2, nameMax: 100, emailMax: 254, textMin: 10, textMax: 5000 } as const;

/** The same messages in Canadian French (issue 20 §1), key for key. */
export const formMessagesFr: Readonly<Record<keyof typeof formMessages, string>> = {
  name: 'Le nom doit compter au moins 2 caractères.',
  nameTooLong: 'Le nom doit compter au plus 100 caractères.',
  email: 'Veuillez entrer une adresse courriel valide.',
  review: 'L’avis doit compter au moins 10 caractères.',
  reviewTooLong: 'L’avis doit compter au plus 5000 caractères.',
  rating: 'Veuillez choisir une note en étoiles avant d’envoyer votre avis.',
  message: 'Le message doit compter au moins 10 caractères.',
  messageTooLong: 'Le message doit compter au plus 5000 caractères.',
  ageRange: 'Veuillez choisir l’une des tranches d’âge.',
  rateLimited: 'Trop d’envois — veuillez réessayer plus tard.',
};

const frenchByEnglish: ReadonlyMap<string, string> = new Map(
  Object.entries(formMessages).map(([key, english]) => [
    english,
    formMessagesFr[key as keyof typeof formMessages],
  ]),
);

/**
 * A form message in the page's language. Schemas and the functions speak English (one set of rules
 * for both); a French page shows each message's French text. A message of no form is shown as it is.
 */
export function formMessageIn(message: string, locale: Locale): string {
  return locale === 'fr' ? (frenchByEnglish.get(message) ?? message) : message;
}
