import { z } from 'zod';

import { formLimits, formMessages } from './form-messages.ts';

/**
 * The review, contact and waitlist forms: one schema each, used by react-hook-form in the browser
 * and by the submit-form function on the server.
 */
export const STAR_COUNT = 5;

export const nameField = z
  .string()
  .trim()
  .min(formLimits.nameMin, formMessages.name)
  .max(formLimits.nameMax, formMessages.nameTooLong);

export const emailField = z
  .string()
  .trim()
  .max(formLimits.emailMax, formMessages.email)
  .pipe(z.email(formMessages.email));

/** A free-text field of 10 to 5000 characters (after trimming). */
const longTextField = (tooShort: string, tooLong: string) =>
  z.string().trim().min(formLimits.textMin, tooShort).max(formLimits.textMax, tooLong);

/**
 * The field people never see and bots fill in. The function drops a submission that carries it
 * before validating; the browser registers it so a bot's value reaches the function.
 */
export const HONEYPOT_FIELD = 'website';
const honeypotField = z.string().optional();

export const reviewSchema = z.object({
  name: nameField,
  email: emailField,
  review: longTextField(formMessages.review, formMessages.reviewTooLong),
  /** 0 until a star is chosen, which the schema refuses. */
  rating: z
    .number()
    .int(formMessages.rating)
    .min(1, formMessages.rating)
    .max(STAR_COUNT, formMessages.rating),
  [HONEYPOT_FIELD]: honeypotField,
});

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  message: longTextField(formMessages.message, formMessages.messageTooLong),
  [HONEYPOT_FIELD]: honeypotField,
});

/** The children's age ranges a family may tell us (the kits are for ages 3-14); '' = not said. */
export const ageRangeOptions = [
  { value: '', label: 'Rather not say' },
  { value: '3-5', label: '3–5 years' },
  { value: '6-8', label: '6–8 years' },
  { value: '9-11', label: '9–11 years' },
  { value: '12-14', label: '12–14 years' },
] as const;

export const waitlistSchema = z.object({
  email: emailField,
  ageRange: z
    .enum(
      ageRangeOptions.map((option) => option.value),
      formMessages.ageRange,
    )
    .default(''),
  [HONEYPOT_FIELD]: honeypotField,
});

/**
 * A form that asks for an email address alone: the cart's receipt address and the lost-downloads form.
 * Their functions check the trimmed address again (create-checkout with cart.ts, orders/recover).
 */
export const emailFormSchema = z.object({ email: emailField });

export type EmailFormInput = z.input<typeof emailFormSchema>;
export type EmailFormValues = z.output<typeof emailFormSchema>;
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type WaitlistInput = z.input<typeof waitlistSchema>;
export type WaitlistValues = z.output<typeof waitlistSchema>;
