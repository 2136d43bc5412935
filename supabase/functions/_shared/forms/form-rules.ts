import { z } from 'zod';

/**
 * The forms' rules as the submit-form function checks them. The browser keeps its own copy in
 * src/features/{reviews,contact,waitlist} (src must not import supabase/); form-rules.test.ts
 * holds both to the same answers. Texts of spec §5, word for word; the upper bounds are ours and
 * match the database's checks (supabase/migrations/20261122000300_forms.sql).
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
} as const;

export const formLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  textMin: 10,
  textMax: 5000,
} as const;

export const AGE_RANGES = ['3-5', '6-8', '9-11', '12-14'] as const;

const name = z
  .string()
  .trim()
  .min(formLimits.nameMin, formMessages.name)
  .max(formLimits.nameMax, formMessages.nameTooLong);
const email = z
  .string()
  .trim()
  .max(formLimits.emailMax, formMessages.email)
  .pipe(z.email(formMessages.email));
const text = (tooShort: string, tooLong: string) =>
  z.string().trim().min(formLimits.textMin, tooShort).max(formLimits.textMax, tooLong);

export const reviewSchema = z.object({
  name,
  email,
  review: text(formMessages.review, formMessages.reviewTooLong),
  rating: z.number().int(formMessages.rating).min(1, formMessages.rating).max(5, formMessages.rating),
});

export const contactSchema = z.object({
  name,
  email,
  message: text(formMessages.message, formMessages.messageTooLong),
});

export const waitlistSchema = z.object({
  email,
  // The browser's select sends '' for "rather not say".
  ageRange: z
    .enum(['', ...AGE_RANGES], formMessages.ageRange)
    .optional()
    .transform((value) => value || null),
});

export const FORM_TYPES = ['review', 'contact', 'waitlist'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export type ReviewSubmission = z.output<typeof reviewSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;
export type WaitlistSubmission = z.output<typeof waitlistSchema>;

export type FormSubmission =
  | ({ formType: 'review' } & ReviewSubmission)
  | ({ formType: 'contact' } & ContactSubmission)
  | ({ formType: 'waitlist' } & WaitlistSubmission);

/** The field every form hides from people; anything in it means a bot filled the form. */
export const HONEYPOT_FIELD = 'website';

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
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      fieldErrors[field] ??= issue.message;
    }
    return { kind: 'invalid', message: Object.values(fieldErrors)[0] ?? 'Invalid submission.', fieldErrors };
  }
  return { kind: 'valid', submission: { formType: type, ...result.data } as FormSubmission };
}
