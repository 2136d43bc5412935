import { callFunction } from '@/lib/function-client';

import type { ReviewValues } from '@domain/forms';

/** Sends a review to the submit-form function, which stores it and tells the shop. */
export function createReview(values: ReviewValues) {
  return callFunction('submit-form', { formType: 'review', ...values });
}
