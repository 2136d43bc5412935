import { describe, expect, it } from 'vitest';
import { confirmationEmail, recoveryEmail } from './email-templates.ts';

const LINK =
  'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A5173';

describe('auth email templates', () => {
  it.each([
    ['confirmation', confirmationEmail(LINK), 'Confirm your Adventure Clue Kits account'],
    ['recovery', recoveryEmail(LINK), 'Reset your Adventure Clue Kits password'],
  ])('%s email names the shop and carries the link in text and HTML', (_kind, email, subject) => {
    expect(email.subject).toBe(subject);
    expect(email.text).toContain('Adventure Clue Kits');
    expect(email.text).toContain(LINK);
    expect(email.html).toContain(`href="${LINK.replace(/&/g, '&#38;')}"`);
  });

  it('escapes the link so it cannot break out of the HTML attribute', () => {
    const email = confirmationEmail('http://x.test/"><script>alert(1)</script>');
    expect(email.html).not.toContain('<script>');
  });
});
