import {
  catalogFromRows,
  KIT_OFFER_COLUMNS,
  offerColumns,
  offerFromRow,
  type KitOffer,
  type KitOfferRow,
  type ShopCatalog,
} from '../domain/catalog.ts';
import type { KitSlug } from '../domain/kits.ts';
import type { SupabaseService } from '../http/supabase-service.ts';

/** What an owner's edit changed: the offer as stored, and whether it just went on sale. */
export interface OfferEdit {
  offer: KitOffer;
  changed: boolean;
  wentOnSale: boolean;
}

/** The catalog in the database (ADR 051): checkout's prices and the owner's edits, audited. */
export interface CatalogStore {
  /** Every kit's offer and the printed season; throws when a kit has no row. */
  catalog(): Promise<ShopCatalog>;
  /** null for an unknown kit; an edit that changes something writes its audit row in the same transaction. */
  updateOffer(actorId: string, kit: KitSlug, offer: KitOffer): Promise<OfferEdit | null>;
  /** The order-by rule (days before Easter, null: April 4th); audited when it changed. */
  setPrintedSeason(actorId: string, daysBeforeEaster: number | null): Promise<{ changed: boolean }>;
}

export function catalogStore(service: SupabaseService): CatalogStore {
  return {
    async catalog() {
      const [offers, seasons] = await Promise.all([
        service.select<KitOfferRow>('kit_offers', { select: KIT_OFFER_COLUMNS }),
        service.select<{ days_before_easter: number | null }>('printed_season', {
          select: 'days_before_easter',
        }),
      ]);
      return catalogFromRows(offers, seasons[0]);
    },

    async updateOffer(actorId, kit, offer) {
      const columns = offerColumns(offer);
      const row = await service.rpc<(KitOfferRow & { changed: boolean; went_on_sale?: boolean }) | null>(
        'admin_update_kit_offer',
        {
          p_actor: actorId,
          p_kit_slug: kit,
          p_sale_state: columns.sale_state,
          p_digital_us_cents: columns.digital_us_cents,
          p_digital_ca_cents: columns.digital_ca_cents,
          p_printed_us_cents: columns.printed_us_cents,
          p_printed_ca_cents: columns.printed_ca_cents,
        },
      );
      return row && { offer: offerFromRow(row), changed: row.changed, wentOnSale: row.went_on_sale === true };
    },

    async setPrintedSeason(actorId, daysBeforeEaster) {
      const row = await service.rpc<{ changed: boolean }>('admin_set_printed_season', {
        p_actor: actorId,
        p_days_before_easter: daysBeforeEaster,
      });
      return { changed: row.changed };
    },
  };
}
