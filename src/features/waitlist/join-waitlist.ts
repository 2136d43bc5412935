import { callFunction } from '@/lib/function-client';

import type { WaitlistValues } from '@domain/forms';

/** Adds an address to the AI Clue Creator waitlist; a known address is accepted the same way. */
export function joinWaitlist(values: WaitlistValues) {
  return callFunction('submit-form', { formType: 'waitlist', ...values });
}
