/**
 * Auth's emails in the member's language (issue 28 §3), through the whole local stack: supabase-js
 * signs up as the French pages do, and the emails are read from the mailbox's HTTP API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clientFor, startTestStack, TEST_PASSWORD, uniqueEmail } from '../stack-testing.ts';
import type { RunningStack } from '../stack.ts';

const SITE = 'http://localhost:5173';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 60_000);
afterAll(() => stack?.stop());

type MailMessage = { to: string[]; subject: string; text: string; html: string };

/** The newest email to `to` in the mailbox, as the mailbox's web page reads it. */
async function newestMailTo(to: string): Promise<MailMessage> {
  const response = await fetch(`${stack.mailUrl}/api/messages?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as MailMessage[];
  const mail = messages.find((message) => message.to.some((address) => address.includes(to)));
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

const redirectOf = (mail: MailMessage) =>
  new URL(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)![0]).searchParams.get('redirect_to');

async function signUp(email: string, page: string, data?: Record<string, string>) {
  const { error } = await clientFor(stack).auth.signUp({
    email,
    password: TEST_PASSWORD,
    options: { emailRedirectTo: `${SITE}${page}`, ...(data ? { data } : {}) },
  });
  expect(error).toBeNull();
}

describe('auth emails in the member’s language', () => {
  it('a French sign-up keeps the language and gets the French confirmation, leading back to /fr', async () => {
    const email = uniqueEmail('fr-member');
    await signUp(email, '/fr/clue-login', { locale: 'fr' });

    const mail = await newestMailTo(email);
    expect(mail.subject).toBe('Confirmez votre compte Adventure Clue Kits');
    expect(mail.text).toContain('Bienvenue, aventurier\u202f!');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('>Confirmer mon courriel</a>');
    expect(redirectOf(mail)).toBe(`${SITE}/fr/clue-login`);

    const { rows } = await stack.db.query<{ locale: string }>(
      "select raw_user_meta_data->>'locale' as locale from auth.users where email = $1",
      [email],
    );
    expect(rows).toEqual([{ locale: 'fr' }]);
  });

  it('a French member’s reset email is French even when asked for from an English page', async () => {
    const email = uniqueEmail('fr-reset');
    await signUp(email, '/fr/clue-login', { locale: 'fr' });
    await stack.db.query('update auth.users set email_confirmed_at = now() where email = $1', [email]);

    const { error } = await clientFor(stack).auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/clue-reset-password`,
    });
    expect(error).toBeNull();
    const mail = await newestMailTo(email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Adventure Clue Kits');
    expect(mail.html).toContain('>Choisir un nouveau mot de passe</a>');
  });

  it('without a kept language, a reset asked for on a French page is French; on an English one, English', async () => {
    const email = uniqueEmail('no-locale');
    await signUp(email, '/clue-login');
    const confirmation = await newestMailTo(email);
    expect(confirmation.subject).toBe('Confirm your Adventure Clue Kits account');
    expect(confirmation.html).toContain('<html lang="en">');
    await stack.db.query('update auth.users set email_confirmed_at = now() where email = $1', [email]);

    const client = clientFor(stack);
    await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/fr/clue-reset-password` });
    const french = await newestMailTo(email);
    expect(french.subject).toBe('Réinitialisez votre mot de passe Adventure Clue Kits');
    expect(redirectOf(french)).toBe(`${SITE}/fr/clue-reset-password`);

    // The stack's one-email-per-second rule (config.toml max_frequency) applies per member.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/clue-reset-password` });
    await expect
      .poll(async () => (await newestMailTo(email)).subject)
      .toBe('Reset your Adventure Clue Kits password');
  });
});
