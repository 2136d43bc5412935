import { expect } from '@playwright/test';

import { ANON_KEY } from '../../../supabase/local/keys';
import { mailboxUrl, stackApiUrl } from './members';

/**
 * A Canadian guest's order of digital kits, paid on the Stripe stand-in's page with `card` (Stripe's
 * test cards: 4000 0000 0000 5126 makes its refunds fail later). The order number and the receipt's
 * download token.
 */
export async function paidDigitalOrder(
  email: string,
  kits: string[],
  card = '4242 4242 4242 4242',
): Promise<{ number: string; token: string }> {
  const started = await fetch(`${stackApiUrl()}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      region: 'ca',
      // English terms expressly chosen: the receipt is English (issue 28 §1).
      termsLanguage: 'en',
      lines: kits.map((kit) => ({ kit, format: 'digital', quantity: 1 })),
    }),
  });
  const answer = (await started.json()) as { url: string; order: { number: string } };
  expect(started.status, JSON.stringify(answer)).toBe(200);
  const paid = await fetch(answer.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: card,
      card_expiry: '12/34',
      card_cvc: '123',
      card_name: 'Ada Parent',
    }).toString(),
  });
  expect(paid.status).toBe(303);
  const receipt = await waitForEmailWithSubject(
    email,
    `Your Adventure Clue Kits order ${answer.order.number}`,
  );
  const token = /\/downloads\/([0-9a-f]{64})/.exec(receipt.text)?.[1];
  expect(token, 'the receipt carries a download link').toBeDefined();
  return { number: answer.order.number, token: token! };
}

/** Waits for an email to `to` with exactly this subject (the shop's address gets many at once). */
export async function waitForEmailWithSubject(
  to: string,
  subject: string,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailboxUrl()}/api/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as { to: string[]; subject: string; text: string }[];
        found = messages.find((message) => message.subject === subject);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** What the buyer's downloads page gets for a link: 200 while it works, 404 once closed. */
export async function downloadsStatus(token: string): Promise<number> {
  const response = await fetch(`${stackApiUrl()}/functions/v1/orders/downloads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  await response.body?.cancel();
  return response.status;
}
