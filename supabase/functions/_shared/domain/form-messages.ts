import type { Locale } from './locales.ts';

/**
 * The forms' messages and bounds, without zod, so a page that only shows a message (a notice) does
 * not load the schema library. The schemas are in forms.ts. The English is spec §5's, word for word;
 * the upper bounds are ours and match the database's checks (supabase/migrations/20261122000300_forms.sql).
 */
export type FormMessageKey =
  | 'name'
  | 'nameTooLong'
  | 'email'
  | 'review'
  | 'reviewTooLong'
  | 'rating'
  | 'message'
  | 'messageTooLong'
  | 'ageRange'
  /** Ours: a form sent too often from one address (submit-form answers it with status 429). */
  | 'rateLimited';

export type FormMessages = Readonly<Record<FormMessageKey, string>>;

/** The messages in each language, key for key (Canadian French: issue 20 §1). */
export const formMessagesIn: Readonly<Record<Locale, FormMessages>> = {
  en: {
    name: 'Name must be at least 2 characters.',
    nameTooLong: 'Name must be at most 100 characters.',
    email: 'Please enter a valid email address.',
    review: 'Review must be at least 10 characters.',
    reviewTooLong: 'Review must be at most 5000 characters.',
    rating: 'Please select a star rating before submitting your review.',
    message: 'Message must be at least 10 characters.',
    messageTooLong: 'Message must be at most 5000 characters.',
    ageRange: 'Please choose one of the age ranges.',
    rateLimited: 'Too many submissions — please try again later.',
  },
  fr: {
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
  },
};

/** The English messages: the schemas' defaults and the spec's words. */
export const formMessages = formMessagesIn.en;

export const formLimits = { nameMin: 2, nameMax: 100, emailMax: 254, textMin: 10, textMax: 5000 } as const;

const keyByEnglish: ReadonlyMap<string, FormMessageKey> = new Map(
  Object.entries(formMessages).map(([key, english]) => [english, key as FormMessageKey]),
);

/**
 * A form message in the page's language. The browser's schemas speak English (one set of rules for
 * both); a page shows each message in its language. A message of no form is shown as it is (the
 * functions already answer in the page's language).
 */
export function formMessageIn(message: string, locale: Locale): string {
  const key = keyByEnglish.get(message);
  return key ? (formMessagesIn[locale]?.[key] ?? message) : message;
}
