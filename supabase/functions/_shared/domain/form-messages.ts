/**
 * The forms' messages and bounds, without zod, so a page that only shows a message (a notice) does
 * not load the schema library. The schemas are in forms.ts. Texts of spec §5, word for word; the upper bounds
 * are ours and match the database's checks (supabase/migrations/20261122000300_forms.sql).
 */
export const formMessages = {
  name: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must be at most 100 characters.',
  email: 'Please enter a valid email address.',
  review: 'Review must be at least 10 characters.',
  reviewTooLong: 'Review must be at most 5000 characters.',
  rating: 'Please select a star rating before submitting your review.',
  message: 'Message must be at least 10 characters.',
  messageTooLong: 'Message must be at most 5000 characters.',
  ageRange: 'Please choose one of the age ranges.',
} as const;

export const formLimits = { nameMin: 2, nameMax: 100, emailMax: 254, textMin: 10, textMax: 5000 } as const;
