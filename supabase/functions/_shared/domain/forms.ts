import { z } from 'zod';

import { formLimits, formMessagesIn, type FormMessages } from './form-messages.ts';

/**
 * The review, contact and waitlist forms: one schema each, used by react-hook-form in the browser
 * and by the submit-form function on the server.
 */
export const STAR_COUNT = 5;

/**
 * The field people never see and bots fill in. The function drops a submission that carries it
 * before validating; the browser registers it so a bot's value reaches the function.
 */
export const HONEYPOT_FIELD = 'website';
const honeypotField = z.string().optional();

/** The children's age ranges a family may tell us (the kits are for ages 3-14); '' = not said. */
export const ageRangeOptions = [
  { value: '', label: 'Rather not say' },
  { value: '3-5', label: '3–5 years' },
  { value: '6-8', label: '6–8 years' },
  { value: '9-11', label: '9–11 years' },
  { value: '12-14', label: '12–14 years' },
] as const;

/** The three forms' schemas with `messages` (the submit-form function builds them in the request's language). */
export function formSchemasWith(messages: FormMessages) {
  const name = z
    .string()
    .trim()
    .min(formLimits.nameMin, messages.name)
    .max(formLimits.nameMax, messages.nameTooLong);
  const email = z.string().trim().max(formLimits.emailMax, messages.email).pipe(z.email(messages.email));
  /** A free-text field of 10 to 5000 characters (after trimming). */
  const longText = (tooShort: string, tooLong: string) =>
    z.string().trim().min(formLimits.textMin, tooShort).max(formLimits.textMax, tooLong);
  return {
    review: z.object({
      name,
      email,
      review: longText(messages.review, messages.reviewTooLong),
      /** 0 until a star is chosen, which the schema refuses. */
      rating: z.number().int(messages.rating).min(1, messages.rating).max(STAR_COUNT, messages.rating),
      [HONEYPOT_FIELD]: honeypotField,
    }),
    contact: z.object({
      name,
      email,
      message: longText(messages.message, messages.messageTooLong),
      [HONEYPOT_FIELD]: honeypotField,
    }),
    waitlist: z.object({
      email,
      ageRange: z
        .enum(
          ageRangeOptions.map((option) => option.value),
          messages.ageRange,
        )
        .default(''),
      [HONEYPOT_FIELD]: honeypotField,
    }),
    /**
     * A form that asks for an email address alone: the cart's receipt address and the lost-downloads
     * form. Their functions check the trimmed address again (create-checkout with cart.ts, orders/recover).
     */
    emailOnly: z.object({ email }),
  };
}

/** The schemas the browser's forms use: English messages, shown in the page's language by formMessageIn. */
export const {
  review: reviewSchema,
  contact: contactSchema,
  waitlist: waitlistSchema,
  emailOnly: emailFormSchema,
} = formSchemasWith(formMessagesIn.en);

export type EmailFormInput = z.input<typeof emailFormSchema>;
export type EmailFormValues = z.output<typeof emailFormSchema>;
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type WaitlistInput = z.input<typeof waitlistSchema>;
export type WaitlistValues = z.output<typeof waitlistSchema>;
