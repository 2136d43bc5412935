import { expect, type Page } from '@playwright/test';

import { totpCode } from '../../../supabase/local/auth/totp';
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

export type Owner = Awaited<ReturnType<typeof createMember>> & {
  /** The authenticator's secret, known once the owner has set up the second factor on /admin. */
  totpSecret?: string;
};

/** A member made the shop owner, as `npm run stack:admin` does on a running stack (with the service role). */
export async function createOwner(email = uniqueEmail('owner')): Promise<Owner> {
  const owner = await createMember(email);
  const response = await fetch(`${stackApiUrl()}/rest/v1/admin_users`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({ user_id: owner.id }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return owner;
}

/** What /admin shows an owner without the second factor: set-up on first use, a code afterwards. */
export const secondFactorHeadings = {
  enrol: 'Set up your second factor',
  challenge: 'Enter your authenticator code',
} as const;

/** The setup key as the page shows it: 32 base32 characters in groups of four. */
export const SETUP_KEY = /^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/;

/**
 * Opens an admin page as the signed-in owner and passes the second factor the way the owner does:
 * on first use it reads the setup key off the page (as they would type it into their app) and enters
 * the app's current code; later it enters the code of the same key. Waits for the console.
 */
export async function openAdmin(page: Page, owner: Owner, path = '/admin') {
  await page.goto(path);
  const enrol = page.getByRole('heading', { name: secondFactorHeadings.enrol });
  const challenge = page.getByRole('heading', { name: secondFactorHeadings.challenge });
  await expect(enrol.or(challenge)).toBeVisible();
  if (await enrol.isVisible()) {
    owner.totpSecret = (await page.getByText(SETUP_KEY).textContent())!.replace(/\s/g, '');
  }
  if (!owner.totpSecret) throw new Error(`${owner.email} was asked for a code before setting up the app`);
  await page.getByLabel('6-digit code').fill(totpCode(owner.totpSecret));
  await page.getByRole('button', { name: /^Verify/ }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}
