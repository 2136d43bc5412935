import { expect, type Page } from '@playwright/test';

import { SERVICE_ROLE_KEY } from '../../../supabase/local/keys';

/** Where the e2e stack listens; the Playwright config exports the ports it chose. */
export const stackApiUrl = () => `http://127.0.0.1:${process.env.E2E_STACK_PORT ?? '54321'}`;
export const mailboxUrl = () => `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? '54324'}`;

let counter = 0;
/** An address no other test uses, so tests can run in parallel against one stack. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

const adminHeaders = {
  apikey: SERVICE_ROLE_KEY,
  authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
};

/** A confirmed member, made through the auth admin API as a seed script would. */
export async function createMember(email = uniqueEmail('member'), password = 'treasure-map-42') {
  const response = await fetch(`${stackApiUrl()}/auth/v1/admin/users`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const user = (await response.json()) as { id: string };
  return { id: user.id, email, password };
}

/** Rows of public.clues for one member, read with the service role (RLS bypassed). */
export async function cluesOf(userId: string): Promise<{ id: string; text: string }[]> {
  const response = await fetch(`${stackApiUrl()}/rest/v1/clues?select=id,text&user_id=eq.${userId}`, {
    headers: adminHeaders,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; text: string }[];
}

type MailMessage = { id: string; to: string[]; subject: string; text: string; html: string };

/** Waits for the newest email to `to` in the local mailbox. */
export async function waitForEmail(to: string): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailboxUrl()}/api/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as MailMessage[];
        found = messages.find((message) => message.to.some((address) => address.includes(to)));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The verify link of an auth email. */
export function verifyLink(message: MailMessage): string {
  const link = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify[^\s"'<>]*/.exec(message.text || message.html)?.[0];
  if (!link) throw new Error(`No verify link in: ${message.text}`);
  return link.replace(/&amp;/g, '&');
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/clue-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/clue-generator$/);
  await expect(page.getByRole('heading', { name: 'Clue Generator', level: 1 })).toBeVisible();
}
