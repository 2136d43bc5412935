import { callFunction } from '@/lib/functions-fetch';

import type { WaitlistFormValues } from './waitlist-schema';

/** Adds an address to the AI Clue Creator waitlist; a known address is accepted the same way. */
export function joinWaitlist(values: WaitlistFormValues) {
  return callFunction('submit-form', { formType: 'waitlist', ...values });
}
