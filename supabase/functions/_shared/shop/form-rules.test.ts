import { describe, expect, it } from 'vitest';

import { HONEYPOT_FIELD, contactSchema, reviewSchema } from '../domain/forms.ts';
import { parseSubmission } from './form-rules.ts';

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

const validContact = { name: 'Bo', email: 'bo@example.com', message: 'Where is my download link?' };

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
