import {
  HONEYPOT_FIELD,
  formSchemasWith,
  type ContactValues,
  type ReviewValues,
  type WaitlistValues,
} from '../domain/forms.ts';
import { fieldErrorsOf } from '../domain/field-errors.ts';
import { defaultLocale, type Locale } from '../domain/locales.ts';
import { formMessagesIn } from '../domain/form-messages.ts';
import { perLocale, zodMessagesIn } from '../http/texts.ts';
import { shopText } from './i18n/catalog.ts';

/** How the submit-form function reads a POSTed body, with the forms' schemas of the domain layer. */
export const FORM_TYPES = ['review', 'contact', 'waitlist'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export type ReviewSubmission = Omit<ReviewValues, typeof HONEYPOT_FIELD>;
export type ContactSubmission = Omit<ContactValues, typeof HONEYPOT_FIELD>;
/** The waitlist stores "rather not say" ('' in the form) as null. */
type WaitlistSubmission = {
  email: WaitlistValues['email'];
  ageRange: Exclude<WaitlistValues['ageRange'], ''> | null;
};

export type FormSubmission =
  | ({ formType: 'review' } & ReviewSubmission)
  | ({ formType: 'contact' } & ContactSubmission)
  | ({ formType: 'waitlist' } & WaitlistSubmission);

export type ParsedSubmission =
  | { kind: 'valid'; submission: FormSubmission }
  | { kind: 'honeypot' }
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string> };

/** The forms' schemas in each language, built on first use. */
const formSchemasIn = perLocale((locale) => formSchemasWith(formMessagesIn[locale]));

/**
 * Reads a POSTed body: which form, whether a bot sent it, and the cleaned values or the first message
 * per field, in `locale` (the forms' own messages, as the browser shows them in that language).
 */
export function parseSubmission(body: unknown, locale: Locale = defaultLocale): ParsedSubmission {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { kind: 'invalid', message: shopText(locale, 'shop.form.notAnObject'), fieldErrors: {} };
  }
  const record = body as Record<string, unknown>;
  const formType = record.formType;
  if (typeof formType !== 'string' || !(FORM_TYPES as readonly string[]).includes(formType)) {
    return {
      kind: 'invalid',
      message: shopText(locale, 'shop.form.formType', { types: FORM_TYPES.join(', ') }),
      fieldErrors: {},
    };
  }
  const honeypot = record[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'honeypot' };

  const type = formType as FormType;
  const result = formSchemasIn(locale)[type].safeParse(record, zodMessagesIn(locale));
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error, 'form');
    return {
      kind: 'invalid',
      message: Object.values(fieldErrors)[0] ?? shopText(locale, 'shop.form.invalid'),
      fieldErrors,
    };
  }
  const { [HONEYPOT_FIELD]: _honeypot, ...values } = result.data;
  if ('ageRange' in values)
    return {
      kind: 'valid',
      submission: { formType: 'waitlist', email: values.email, ageRange: values.ageRange || null },
    };
  return { kind: 'valid', submission: { formType: type, ...values } as FormSubmission };
}
