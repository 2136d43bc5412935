import { describe, expect, it } from 'vitest';
import {
  createDownloadLinks,
  deriveDownloadToken,
  downloadTokenHash,
  DOWNLOAD_LINK_SECRET_MIN_LENGTH,
} from './download-links.ts';
import type { ItemLinkState, OrderView } from '../domain/order-view.ts';
import type { NewDownloadLink, OrderStore } from './order-store.ts';

// How the functions show a kit's one link (ADR 035): derived again from the secret and checked against
// the stored hash; the next generation only where the link no longer works and the caller may mint.
const SECRET = 's'.repeat(DOWNLOAD_LINK_SECRET_MIN_LENGTH);
const ITEM = '00000000-0000-4000-a000-0000000000e1';

function orderWith(link: ItemLinkState | null): OrderView {
  return {
    id: '00000000-0000-4000-a000-000000000001',
    number: 'ACK-1001',
    email: 'ada@example.com',
    region: 'us',
    currency: 'USD',
    subtotal_cents: 1999,
    discount_cents: 0,
    discount_label: null,
    shipping_cents: 0,
    tax_cents: 0,
    tax_lines: [],
    total_cents: 1999,
    status: 'paid',
    shipping_address: null,
    created_at: '2026-11-26T10:00:00Z',
    locale: 'en',
    items: [
      {
        id: ITEM,
        kit_slug: 'easter-bunny',
        kit_title: 'Easter Bunny Hunt',
        format: 'digital',
        quantity: 1,
        unit_cents: 1999,
        line_cents: 1999,
        token: null,
        link,
      },
    ],
  };
}

/** A store that records the links it is asked to keep and keeps them all. */
function recordingStore() {
  const stored: NewDownloadLink[][] = [];
  const store = {
    storeDownloadLinks: async (links: NewDownloadLink[]) => {
      stored.push(links);
      return links.map((link) => ({ item_id: link.itemId, expires_at: '2027-11-26T10:00:00Z' }));
    },
  } as unknown as OrderStore;
  return { store, stored };
}

const live = async (generation: number, secret = SECRET): Promise<ItemLinkState> => ({
  generation,
  token_hash: await downloadTokenHash(await deriveDownloadToken(secret, ITEM, generation)),
  expires_at: '2027-11-26T10:00:00Z',
  live: true,
});

describe('download links', () => {
  it('derive one token per kit and generation, from the secret', async () => {
    const token = await deriveDownloadToken(SECRET, ITEM, 1);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await deriveDownloadToken(SECRET, ITEM, 1)).toBe(token);
    expect(await deriveDownloadToken(SECRET, ITEM, 2)).not.toBe(token);
    expect(await deriveDownloadToken(`${SECRET}x`, ITEM, 1)).not.toBe(token);
  });

  it('show the working link again without storing anything', async () => {
    const { store, stored } = recordingStore();
    const [order] = await createDownloadLinks({ secret: SECRET, store }).show([orderWith(await live(3))], {
      mint: true,
    });
    expect(order!.items[0]!.token).toBe(await deriveDownloadToken(SECRET, ITEM, 3));
    expect(stored).toEqual([]);
  });

  it('make the next generation of an expired link only when the caller may mint', async () => {
    const { store, stored } = recordingStore();
    const links = createDownloadLinks({ secret: SECRET, store });
    const expired = { ...(await live(1)), live: false };
    const [untouched] = await links.show([orderWith(expired)], { mint: false });
    expect(untouched!.items[0]!.token).toBeNull();
    expect(stored).toEqual([]);
    const [renewed] = await links.show([orderWith(expired)], { mint: true });
    const next = await deriveDownloadToken(SECRET, ITEM, 2);
    expect(stored).toEqual([[{ itemId: ITEM, generation: 2, tokenHash: await downloadTokenHash(next) }]]);
    expect(renewed!.items[0]).toMatchObject({
      token: next,
      link: { generation: 2, expires_at: '2027-11-26T10:00:00Z', live: true },
    });
  });

  it('show nothing for a link made with another secret, and say so in the log', async () => {
    const { store, stored } = recordingStore();
    const logged: string[] = [];
    const [order] = await createDownloadLinks({
      secret: SECRET,
      store,
      log: (line) => logged.push(line),
    }).show([orderWith(await live(1, 'another secret of thirty-two characters'))], { mint: true });
    expect(order!.items[0]!.token).toBeNull();
    expect(stored).toEqual([]);
    expect(logged).toEqual([`download link ${ITEM}/1 is not derived from DOWNLOAD_LINK_SECRET`]);
  });

  it('leave a kit without a link alone, and refuse a short secret', async () => {
    const { store } = recordingStore();
    const [order] = await createDownloadLinks({ secret: SECRET, store }).show([orderWith(null)], {
      mint: true,
    });
    expect(order!.items[0]!.token).toBeNull();
    expect(() => createDownloadLinks({ secret: 'short', store })).toThrow(
      'DOWNLOAD_LINK_SECRET must hold at least 32 characters.',
    );
  });
});
