import { describe, expect, it } from 'vitest';

import {
  authMessages,
  credentialsSchema,
  MIN_PASSWORD_LENGTH,
  newPasswordSchemaFor,
  passwordTooShort,
  signUpSchemaFor,
} from './auth.ts';

const messagesOf = (schema: typeof credentialsSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const messages = (input: unknown) => messagesOf(credentialsSchema, input);

describe('credentialsSchema', () => {
  it('asks for an email and a password when both are blank', () => {
    expect(messages({ email: '', password: '' })).toEqual([
      authMessages.emailRequired,
      authMessages.passwordRequired,
    ]);
  });

  it('names a malformed address and a short password', () => {
    expect(messages({ email: 'parent@', password: '12345' })).toEqual([
      authMessages.emailInvalid,
      authMessages.passwordTooShort,
    ]);
  });

  it('accepts a real address (trimmed) and a six-character password', () => {
    expect(credentialsSchema.parse({ email: ' mom@example.com ', password: '123456' })).toEqual({
      email: 'mom@example.com',
      password: '123456',
    });
  });

  it('keeps the spec’s message for the spec’s minimum', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(authMessages.passwordTooShort).toBe('Password must be at least 6 characters');
  });
});

describe('signUpSchemaFor', () => {
  it('asks for the project’s minimum, naming it', () => {
    const production = signUpSchemaFor(10);
    expect(messagesOf(production, { email: 'mom@example.com', password: '123456789' })).toEqual([
      'Password must be at least 10 characters',
    ]);
    expect(messagesOf(production, { email: 'mom@example.com', password: '1234567890' })).toEqual([]);
    expect(passwordTooShort(10)).toBe('Password must be at least 10 characters');
  });

  it('is the spec’s rule for the spec’s minimum', () => {
    const local = signUpSchemaFor(MIN_PASSWORD_LENGTH);
    expect(messagesOf(local, { email: 'mom@example.com', password: '12345' })).toEqual([
      authMessages.passwordTooShort,
    ]);
  });
});

describe('newPasswordSchemaFor', () => {
  it('requires the confirmation to match', () => {
    const result = newPasswordSchemaFor(6).safeParse({ password: 'carrots1', confirm: 'carrots2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The two passwords do not match');
  });

  it('asks for the project’s minimum', () => {
    const result = newPasswordSchemaFor(10).safeParse({ password: 'carrots1', confirm: 'carrots1' });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 10 characters');
  });
});
