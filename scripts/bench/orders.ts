import { kits } from '../../supabase/functions/_shared/domain/kits.ts';
import { isPurchasable } from '../../supabase/functions/_shared/domain/purchase.ts';
import { startTestStack } from '../../supabase/local/stack-testing';
import type { RunningStack } from '../../supabase/local/stack';
import { median } from './section';
import type { BenchRow, BenchSection, SectionResult } from './section';

/** Orders in a row after one warm-up (which pays for starting the functions' Deno processes). */
const ORDERS = 20;
/** Two kits sold online, whichever the catalog lists first. */
const BENCH_KITS = kits
  .filter(isPurchasable)
  .slice(0, 2)
  .map((kit) => kit.slug);
const CARD = {
  card_number: '4242424242424242',
  card_expiry: '12/34',
  card_cvc: '123',
  card_name: 'Bench Parent',
};

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function waitForMail(stack: RunningStack, email: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!stack.mailbox.list().some((message) => message.to.includes(email))) {
    if (Date.now() > deadline) throw new Error(`no order email for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** One order: create-checkout answers with the checkout URL; paying there ends with the email in the mailbox. */
async function oneOrder(stack: RunningStack, index: number): Promise<{ checkout: number; toEmail: number }> {
  const email = `bench-order-${index}-${Date.now()}@example.com`;
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      region: 'us',
      lines: BENCH_KITS.map((kit) => ({ kit, format: 'digital', quantity: 1 })),
    }),
  });
  const { url } = (await response.json()) as { url: string };
  const checkout = performance.now() - started;
  const paying = performance.now();
  const paid = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(CARD).toString(),
  });
  if (paid.status !== 303) throw new Error(`paying answered ${paid.status}`);
  await waitForMail(stack, email);
  return { checkout, toEmail: performance.now() - paying };
}

/**
 * The order journey on an in-memory stack: create-checkout (validation, server pricing, pending order,
 * Stripe session on the local stand-in) and pay → signed webhook → order paid, links minted → email.
 */
export const ordersSection: BenchSection = {
  name: 'Order journey',
  async run(): Promise<SectionResult> {
    const stack = await startTestStack();
    try {
      await oneOrder(stack, -1);
      const checkouts: number[] = [];
      const emails: number[] = [];
      for (let index = 0; index < ORDERS; index += 1) {
        const timing = await oneOrder(stack, index);
        checkouts.push(timing.checkout);
        emails.push(timing.toEmail);
      }
      const row = (scenario: string, values: number[]): BenchRow => {
        const sorted = [...values].sort((a, b) => a - b);
        return {
          scenario,
          orders: values.length,
          'p50 ms': Number(median(sorted).toFixed(1)),
          'p95 ms': Number(percentile(sorted, 0.95).toFixed(1)),
          'max ms': Number(sorted.at(-1)!.toFixed(1)),
        };
      };
      return {
        name: this.name,
        rows: [row('checkout created', checkouts), row('pay → webhook → email', emails)],
        notes: [
          `${ORDERS} orders one after another after a warm-up; database ${stack.dbDescription}; Stripe is the local stand-in.`,
        ],
      };
    } finally {
      await stack.stop();
    }
  },
};
