import { z } from 'zod';

// Relative, not '@/': the submit-form function's tests import this file outside Vite's alias.
import { emailField, honeypotField, longTextField, nameField } from '../../lib/form-rules';

/** Spec §5's review texts, word for word (the rating's is §8's notice description). */
export const reviewMessages = {
  review: 'Review must be at least 10 characters.',
  reviewTooLong: 'Review must be at most 5000 characters.',
  rating: 'Please select a star rating before submitting your review.',
} as const;

export const STAR_COUNT = 5;

const rating = z
  .number()
  .int(reviewMessages.rating)
  .min(1, reviewMessages.rating)
  .max(STAR_COUNT, reviewMessages.rating);

export const reviewFormSchema = z.object({
  name: nameField,
  email: emailField,
  review: longTextField(reviewMessages.review, reviewMessages.reviewTooLong),
  /** 0 until a star is chosen, which the schema refuses. */
  rating,
  website: honeypotField,
});

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;
