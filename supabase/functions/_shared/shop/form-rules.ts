import {
  HONEYPOT_FIELD,
  contactSchema,
  reviewSchema,
  waitlistSchema,
  type ContactValues,
  type ReviewValues,
  type WaitlistValues,
} from '../domain/forms.ts';
import { fieldErrorsOf } from '../domain/field-errors.ts';

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

const schemas = { review: reviewSchema, contact: contactSchema, waitlist: waitlistSchema } as const;

/** Reads a POSTed body: which form, whether a bot sent it, and the cleaned values or the first message per field. */
export function parseSubmission(body: unknown): ParsedSubmission {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { kind: 'invalid', message: 'The request body must be a JSON object.', fieldErrors: {} };
  }
  const record = body as Record<string, unknown>;
  const formType = record.formType;
  if (typeof formType !== 'string' || !(FORM_TYPES as readonly string[]).includes(formType)) {
    return {
      kind: 'invalid',
      message: `formType must be one of: ${FORM_TYPES.join(', ')}.`,
      fieldErrors: {},
    };
  }
  const honeypot = record[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'honeypot' };

  const type = formType as FormType;
  const result = schemas[type].safeParse(record);
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error, 'form');
    return { kind: 'invalid', message: Object.values(fieldErrors)[0] ?? 'Invalid submission.', fieldErrors };
  }
  const { [HONEYPOT_FIELD]: _honeypot, ...values } = result.data;
  if ('ageRange' in values)
    return {
      kind: 'valid',
      submission: { formType: 'waitlist', email: values.email, ageRange: values.ageRange || null },
    };
  return { kind: 'valid', submission: { formType: type, ...values } as FormSubmission };
}
