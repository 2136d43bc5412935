import { hmacSha256Hex, sha256Hex } from '../http/hmac.ts';
import type { ItemLinkState, OrderView } from '../domain/order-view.ts';
import type { NewDownloadLink, OrderStore, ResetLinkOutcome } from './order-store.ts';

/** The secret the links are derived from must be long enough not to be guessed (32 characters or more). */
export const DOWNLOAD_LINK_SECRET_MIN_LENGTH = 32;

/**
 * The token of a kit's n-th link: HMAC-SHA256(secret, "download-link:<item id>:<n>"), 64 hex digits.
 * Deriving it again gives the same link, so nothing but its hash is stored (ADR 035).
 */
export function deriveDownloadToken(secret: string, itemId: string, generation: number): Promise<string> {
  return hmacSha256Hex(secret, `download-link:${itemId}:${generation}`);
}

/** sha256(token) as the database stores it (public.download_token_hash). */
export const downloadTokenHash = (token: string): Promise<string> => sha256Hex(token);

export interface DownloadLinks {
  /** Each digital kit's first link, to store with the payment (complete_checkout). */
  firstLinks(order: OrderView): Promise<NewDownloadLink[]>;
  /**
   * The orders with each kit's current link filled in (`token`), derived again rather than minted.
   * With `mint`, a kit whose link no longer works (expired, revoked, or never made) gets its next one;
   * callers that may mint are rate limited (orders-handler.ts, admin-orders-handler.ts).
   */
  show(orders: OrderView[], options: { mint: boolean }): Promise<OrderView[]>;
  /**
   * The owner's reset of one kit: its links stop working and its next generation becomes its link,
   * written to the audit log as done by `actorId` in the same transaction.
   */
  reset(order: OrderView, itemId: string, actorId: string): Promise<ResetLinkOutcome>;
}

/** Links derived from the functions' secret (DOWNLOAD_LINK_SECRET), stored by hash through the order store. */
export function createDownloadLinks(opts: {
  secret: string;
  store: OrderStore;
  log?: (message: string) => void;
}): DownloadLinks {
  const { secret, store } = opts;
  const log = opts.log ?? (() => {});
  if (secret.length < DOWNLOAD_LINK_SECRET_MIN_LENGTH)
    throw new Error(`DOWNLOAD_LINK_SECRET must hold at least ${DOWNLOAD_LINK_SECRET_MIN_LENGTH} characters.`);

  const next = async (itemId: string, generation: number) => {
    const token = await deriveDownloadToken(secret, itemId, generation);
    return { token, link: { itemId, generation, tokenHash: await downloadTokenHash(token) } };
  };

  async function show(orders: OrderView[], { mint }: { mint: boolean }): Promise<OrderView[]> {
    const shown = new Map<string, { token: string; link: ItemLinkState }>();
    const minting = new Map<string, { token: string; link: NewDownloadLink }>();
    for (const item of orders.flatMap((order) => order.items)) {
      const state = item.link;
      if (!state) continue;
      if (state.live) {
        const token = await deriveDownloadToken(secret, item.id, state.generation);
        if ((await downloadTokenHash(token)) === state.token_hash) shown.set(item.id, { token, link: state });
        // Only a changed secret gets here: the link still opens, but it cannot be shown again.
        else log(`download link ${item.id}/${state.generation} is not derived from DOWNLOAD_LINK_SECRET`);
      } else if (mint) {
        minting.set(item.id, await next(item.id, state.generation + 1));
      }
    }
    if (minting.size)
      for (const stored of await store.storeDownloadLinks([...minting.values()].map((made) => made.link))) {
        const made = minting.get(stored.item_id)!;
        shown.set(stored.item_id, {
          token: made.token,
          link: {
            generation: made.link.generation,
            token_hash: made.link.tokenHash,
            expires_at: stored.expires_at,
            live: true,
          },
        });
      }
    return orders.map((order) => ({
      ...order,
      items: order.items.map((item) => {
        const current = shown.get(item.id);
        return current ? { ...item, token: current.token, link: current.link } : item;
      }),
    }));
  }

  return {
    async firstLinks(order) {
      const digital = order.items.filter((item) => item.format === 'digital');
      return Promise.all(digital.map(async (item) => (await next(item.id, 1)).link));
    },

    show,

    async reset(order, itemId, actorId) {
      const state = order.items.find((item) => item.id === itemId)?.link;
      if (!state) return { outcome: 'no_link' };
      const made = await next(itemId, state.generation + 1);
      const result = await store.resetDownloadLink(made.link, actorId);
      if (result.outcome !== 'reset') return result;
      const [shownOrder] = await show([result.order], { mint: false });
      return { outcome: 'reset', order: shownOrder! };
    },
  };
}
