import { describe, expect, it } from 'vitest';

// The browser's copies of the rules: src/ may not import supabase/, so this test holds the two together.
import { contactFormSchema } from '../../../../src/features/contact/contact-schema.ts';
import { reviewFormSchema } from '../../../../src/features/reviews/review-schema.ts';
import { waitlistFormSchema } from '../../../../src/features/waitlist/waitlist-schema.ts';
import { HONEYPOT_FIELD as BROWSER_HONEYPOT } from '../../../../src/lib/form-rules.ts';
import {
  contactSchema,
  HONEYPOT_FIELD,
  parseSubmission,
  reviewSchema,
  waitlistSchema,
} from './form-rules.ts';

type Schema = {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

/** The first message per field, or 'ok': what a visitor would see. */
function verdict(schema: Schema, value: unknown): Record<string, string> | 'ok' {
  const result = schema.safeParse(value);
  if (result.success) return 'ok';
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

const validReview = {
  name: 'Ada',
  email: 'ada@example.com',
  review: 'The kids loved every clue!',
  rating: 5,
};
const reviewSamples: Record<string, unknown>[] = [
  validReview,
  { ...validReview, name: 'A' },
  { ...validReview, name: '  A  ' },
  { ...validReview, name: 'x'.repeat(101) },
  { ...validReview, email: 'ada@' },
  { ...validReview, email: 'ada example.com' },
  { ...validReview, email: `${'a'.repeat(250)}@example.com` },
  { ...validReview, review: 'Too short' },
  { ...validReview, review: '          ten spaces' },
  { ...validReview, review: 'r'.repeat(5001) },
  { ...validReview, rating: 0 },
  { ...validReview, rating: 6 },
  { ...validReview, rating: 2.5 },
  { name: '', email: '', review: '', rating: 0 },
];

const validContact = { name: 'Bo', email: 'bo@example.com', message: 'Where is my download link?' };
const contactSamples: Record<string, unknown>[] = [
  validContact,
  { ...validContact, name: 'B' },
  { ...validContact, email: 'bo@example' },
  { ...validContact, message: 'Help me' },
  { ...validContact, message: 'm'.repeat(5001) },
  { name: '', email: '', message: '' },
];

const waitlistSamples: Record<string, unknown>[] = [
  { email: 'cy@example.com', ageRange: '' },
  { email: 'cy@example.com', ageRange: '6-8' },
  { email: 'cy@example.com', ageRange: '15-18' },
  { email: 'not an email', ageRange: '' },
];

describe('the browser and the submit-form function apply the same rules', () => {
  it.each(reviewSamples)('review %#', (sample) => {
    expect(verdict(reviewFormSchema, sample)).toEqual(verdict(reviewSchema, sample));
  });
  it.each(contactSamples)('contact %#', (sample) => {
    expect(verdict(contactFormSchema, sample)).toEqual(verdict(contactSchema, sample));
  });
  it.each(waitlistSamples)('waitlist %#', (sample) => {
    expect(verdict(waitlistFormSchema, sample)).toEqual(verdict(waitlistSchema, sample));
  });
  it('use the same honeypot field', () => {
    expect(BROWSER_HONEYPOT).toBe(HONEYPOT_FIELD);
  });
});

describe('spec §5 messages', () => {
  it('name, email and review too short get the spec’s texts', () => {
    expect(verdict(reviewSchema, { name: 'A', email: 'x', review: 'short', rating: 0 })).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      review: 'Review must be at least 10 characters.',
      rating: 'Please select a star rating before submitting your review.',
    });
    expect(verdict(contactSchema, { name: 'B', email: 'y', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      message: 'Message must be at least 10 characters.',
    });
  });
});

describe('parseSubmission', () => {
  it('trims what it keeps and drops fields it does not know', () => {
    expect(parseSubmission({ formType: 'contact', ...validContact, name: '  Bo  ', admin: true })).toEqual({
      kind: 'valid',
      submission: { formType: 'contact', ...validContact },
    });
  });
  it('turns an empty age range into null', () => {
    expect(parseSubmission({ formType: 'waitlist', email: 'cy@example.com', ageRange: '' })).toEqual({
      kind: 'valid',
      submission: { formType: 'waitlist', email: 'cy@example.com', ageRange: null },
    });
  });
  it('spots a filled honeypot before judging anything else', () => {
    expect(parseSubmission({ formType: 'review', [HONEYPOT_FIELD]: 'http://spam.example' })).toEqual({
      kind: 'honeypot',
    });
  });
  it('refuses an unknown form type and a non-object body', () => {
    expect(parseSubmission({ formType: 'order' })).toMatchObject({ kind: 'invalid' });
    expect(parseSubmission([1, 2])).toMatchObject({ kind: 'invalid' });
  });
});
