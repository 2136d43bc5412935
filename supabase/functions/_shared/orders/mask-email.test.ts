import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it('keeps the first character and the domain only', () => {
    expect(maskEmail('maya.parent@example.com')).toBe('m•••@example.com');
    expect(maskEmail('a@b.ca')).toBe('a•••@b.ca');
    expect(maskEmail('élodie+kits@courriel.qc.ca')).toBe('é•••@courriel.qc.ca');
  });

  it('shows nothing of something that is not an address', () => {
    expect(maskEmail('@example.com')).toBe('•••');
    expect(maskEmail('nobody')).toBe('•••');
  });
});
