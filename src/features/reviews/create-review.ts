import { callFunction } from '@/lib/functions-fetch';

import type { ReviewFormValues } from './review-schema';

/** Sends a review to the submit-form function, which stores it and tells the shop. */
export function createReview(values: ReviewFormValues) {
  return callFunction('submit-form', { formType: 'review', ...values });
}
