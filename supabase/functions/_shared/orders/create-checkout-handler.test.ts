import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../domain/catalog.ts';
import { createCheckoutHandler, withoutChildNames } from './create-checkout-handler.ts';
import type { OrderStore } from './order-store.ts';

// Children's names never reach the logs (ADR 034, 054): a database refusal quotes the row it refused.
describe('create-checkout’s logs', () => {
  it('keep no child’s name when storing the order fails', async () => {
    const lines: string[] = [];
    const handler = createCheckoutHandler({
      store: {
        claimRate: async () => true,
        createPendingOrder: async () => {
          throw new Error(
            'create_pending_order failed (400): {"details":"Failing row contains (party, {Maya,Zoë,\\"Mary Kate\\"})"}',
          );
        },
      } as unknown as OrderStore,
      stripe: {} as Stripe,
      siteUrl: 'https://shop.example',
      caller: async () => ({ kind: 'guest' }),
      catalog: async () => defaultCatalog,
      log: (line) => lines.push(line),
    });
    const response = await handler(
      new Request('https://functions.local/create-checkout', {
        method: 'POST',
        body: JSON.stringify({
          email: 'ada@example.com',
          region: 'us',
          lines: [
            {
              kit: 'easter-bunny',
              format: 'digital',
              quantity: 1,
              licence: 'party',
              childNames: ['Maya', 'Zoë', 'Mary Kate'],
            },
          ],
        }),
      }),
    );
    expect(response.status).toBe(500);
    expect(lines).toEqual([
      'create-checkout: storing the order failed: Error: create_pending_order failed (400): {"details":"Failing row contains (party, {[child],[child],\\"[child]\\"})"}',
    ]);
  });

  it('take out the longest name first, so a name inside another leaves nothing behind', () => {
    expect(withoutChildNames('Anna, Annabelle', ['Anna', 'Annabelle'])).toBe('[child], [child]');
    expect(withoutChildNames('no names here', [])).toBe('no names here');
  });
});
