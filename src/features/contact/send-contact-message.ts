import { callFunction } from '@/lib/functions-fetch';

import type { ContactFormValues } from './contact-schema';

/** Sends a contact message to the submit-form function, which stores it and emails the shop. */
export function sendContactMessage(values: ContactFormValues) {
  return callFunction('submit-form', { formType: 'contact', ...values });
}
