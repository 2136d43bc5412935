import { describe, expect, it } from 'vitest';

import { authMessages, credentialsSchema, newPasswordSchema } from './auth.ts';

const messages = (input: unknown) => {
  const result = credentialsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

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
});

describe('newPasswordSchema', () => {
  it('requires the confirmation to match', () => {
    const result = newPasswordSchema.safeParse({ password: 'carrots1', confirm: 'carrots2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The two passwords do not match');
  });
});
