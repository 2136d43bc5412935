import { z } from 'zod';

// Relative, not '@/': the submit-form function's tests import this file outside Vite's alias.
import { emailField, honeypotField, longTextField, nameField } from '../../lib/form-rules';

/** Spec §5's contact texts, word for word. */
export const contactMessages = {
  message: 'Message must be at least 10 characters.',
  messageTooLong: 'Message must be at most 5000 characters.',
} as const;

export const contactFormSchema = z.object({
  name: nameField,
  email: emailField,
  message: longTextField(contactMessages.message, contactMessages.messageTooLong),
  website: honeypotField,
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
