import { callFunction } from '@/lib/function-client';

import type { ContactValues } from '@domain/forms';

/** Sends a contact message to the submit-form function, which stores it and emails the shop. */
export function sendContactMessage(values: ContactValues) {
  return callFunction('submit-form', { formType: 'contact', ...values });
}
