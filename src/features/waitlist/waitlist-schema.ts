import { z } from 'zod';

// Relative, not '@/': the submit-form function's tests import this file outside Vite's alias.
import { emailField, honeypotField } from '../../lib/form-rules';

/** The children's age ranges a family may tell us (the kits are for ages 3-14); '' = not said. */
export const ageRangeOptions = [
  { value: '', label: 'Rather not say' },
  { value: '3-5', label: '3–5 years' },
  { value: '6-8', label: '6–8 years' },
  { value: '9-11', label: '9–11 years' },
  { value: '12-14', label: '12–14 years' },
] as const;

export const waitlistMessages = { ageRange: 'Please choose one of the age ranges.' } as const;

export const waitlistFormSchema = z.object({
  email: emailField,
  ageRange: z.enum(
    ageRangeOptions.map((option) => option.value),
    waitlistMessages.ageRange,
  ),
  website: honeypotField,
});

export type WaitlistFormInput = z.input<typeof waitlistFormSchema>;
export type WaitlistFormValues = z.output<typeof waitlistFormSchema>;
