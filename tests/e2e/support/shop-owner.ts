import { expect } from '@playwright/test';

import { ANON_KEY } from '../../../supabase/local/keys';
import { payOnTestCheckout, TEST_CARD } from '../../../supabase/local/stripe/test-checkout';
import { mailboxUrl, stackApiUrl } from './members';

export interface OrderLine {
  kit: string;
  format: 'digital' | 'printed';
  quantity: number;
}

/**
 * Kits a guest bought with create-checkout (as the browser asks it, with the anon key) and paid on
 * the Stripe stand-in's page with the test card, unless `fields` say otherwise (another card, a
 * shipping address for printed kits), with the English terms: the order's number. The checkout spec covers the pages.
 */
export async function paidOrder(
  email: string,
  region: 'us' | 'ca',
  lines: OrderLine[],
  fields: Record<string, string> = {},
): Promise<string> {
  const started = await fetch(`${stackApiUrl()}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
    // English terms expressly chosen: the buyer's emails are English (issue 28 §1).
    body: JSON.stringify({ email, region, termsLanguage: 'en', lines }),
  });
  const answer = (await started.json()) as { url: string; order: { number: string } };
  expect(started.status, JSON.stringify(answer)).toBe(200);
  expect((await payOnTestCheckout(answer.url, fields)).status).toBe(303);
  return answer.order.number;
}

/** The subject of the receipt that carries an order's download links. */
export const receiptSubject = (number: string) => `Your Adventure Clue Kits order ${number}`;

/**
 * A Canadian guest's order of digital kits, paid on the Stripe stand-in's page with `card` (Stripe's
 * test cards: 4000 0000 0000 5126 makes its refunds fail later). The order number and the receipt's
 * download token.
 */
export async function paidDigitalOrder(
  email: string,
  kits: string[],
  card: string = TEST_CARD.card_number,
): Promise<{ number: string; token: string }> {
  const number = await paidOrder(
    email,
    'ca',
    kits.map((kit) => ({ kit, format: 'digital', quantity: 1 })),
    { card_number: card },
  );
  const receipt = await waitForEmailWithSubject(email, receiptSubject(number));
  const token = /\/downloads\/([0-9a-f]{64})/.exec(receipt.text)?.[1];
  expect(token, 'the receipt carries a download link').toBeDefined();
  return { number, token: token! };
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
