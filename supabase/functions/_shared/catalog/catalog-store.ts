import type { BundleOffer } from '../domain/bundles.ts';
import {
  bundleFromRow,
  catalogFromRows,
  KIT_BUNDLE_COLUMNS,
  KIT_OFFER_COLUMNS,
  type KitBundleRow,
  offerColumns,
  offerFromRow,
  type KitOffer,
  type KitOfferRow,
  type ShopCatalog,
} from '../domain/catalog.ts';
import type { KitSlug } from '../domain/kits.ts';
import type { Locale } from '../domain/locales.ts';
import { rateLimitDigest } from '../http/rate-limit-digest.ts';
import { SupabaseServiceError, type SupabaseService } from '../http/supabase-service.ts';

/** One 'Tell me when it's available' request, as the owner sees it. */
export interface NotifyRequestRow {
  kit_slug: string;
  email: string;
  locale: Locale;
  consented_at: string;
  notified_at: string | null;
  unsubscribed_at: string | null;
}

/** An address to write to now that its kit is on sale. */
export interface NotifyRecipient {
  email: string;
  locale: Locale;
  unsubscribe_token: string;
}

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
  /** The digital-kit bundle (offered or not, its price per region); audited when it changed. */
  setBundle(actorId: string, bundle: BundleOffer): Promise<{ bundle: BundleOffer; changed: boolean }>;

  // 'Tell me when it's available' (issue 29 §2).
  /** Counts one form post against the forms' shared limit (claim_form_submission); false when over it. */
  claimNotifyRequest(email: string, ip: string): Promise<boolean>;
  /** Stores the request, or renews the consent (and undoes an unsubscribe) of the same address for the kit. */
  requestNotification(kit: KitSlug, email: string, locale: Locale): Promise<void>;
  /** Every request, per kit, oldest first: the owner's list (viewing it is not audited). */
  notifyRequests(): Promise<NotifyRequestRow[]>;
  /**
   * Marks the kit's subscribed, not yet notified requests as notified and answers them: each address is
   * claimed once, so two saves at the same time cannot send two emails.
   */
  claimRecipients(kit: KitSlug): Promise<NotifyRecipient[]>;
  /** Unsubscribes the request of the link's token: its kit, or null when no request has it. */
  unsubscribe(token: string): Promise<KitSlug | null>;
}

/** The forms' limit (shop/shop-store.ts DEFAULT_RATE_LIMIT): roomy for a family, tight for a script. */
const NOTIFY_RATE_LIMIT = { perEmail: 5, perIp: 20, windowSeconds: 3600 } as const;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** `digestSecret` keys the rate-limit digests (the service-role key, as submit-form's). */
export function catalogStore(service: SupabaseService, digestSecret = ''): CatalogStore {
  return {
    async catalog() {
      const [offers, seasons, bundles] = await Promise.all([
        service.select<KitOfferRow>('kit_offers', { select: KIT_OFFER_COLUMNS }),
        service.select<{ days_before_easter: number | null }>('printed_season', {
          select: 'days_before_easter',
        }),
        service.select<KitBundleRow>('kit_bundle', { select: KIT_BUNDLE_COLUMNS }),
      ]);
      return catalogFromRows(offers, seasons[0], bundles[0]);
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
          p_party_us_cents: columns.party_us_cents,
          p_party_ca_cents: columns.party_ca_cents,
          p_classroom_us_cents: columns.classroom_us_cents,
          p_classroom_ca_cents: columns.classroom_ca_cents,
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

    async setBundle(actorId, bundle) {
      const row = await service.rpc<KitBundleRow & { changed: boolean }>('admin_set_bundle', {
        p_actor: actorId,
        p_active: bundle.active,
        p_price_us_cents: bundle.priceCents.us,
        p_price_ca_cents: bundle.priceCents.ca,
      });
      return { bundle: bundleFromRow(row), changed: row.changed };
    },

    async claimNotifyRequest(email, ip) {
      const rows = await service.rpc<{ allowed: boolean }[] | null>('claim_form_submission', {
        email_hmac: await rateLimitDigest(digestSecret, 'email', email.trim().toLowerCase()),
        ip_hmac: await rateLimitDigest(digestSecret, 'ip', ip),
        per_email: NOTIFY_RATE_LIMIT.perEmail,
        per_ip: NOTIFY_RATE_LIMIT.perIp,
        window_seconds: NOTIFY_RATE_LIMIT.windowSeconds,
      });
      return rows?.[0]?.allowed === true;
    },

    async requestNotification(kit, email, locale) {
      try {
        await service.insert(
          'kit_notify_requests',
          { kit_slug: kit, email, locale },
          { returning: 'minimal' },
        );
      } catch (error) {
        if (!(error instanceof SupabaseServiceError && error.status === 409)) throw error;
        await service.update(
          'kit_notify_requests',
          { kit_slug: `eq.${kit}`, email: `ilike.${email.replace(/[\\%_]/g, '\\$&')}` },
          { locale, consented_at: new Date().toISOString(), unsubscribed_at: null },
        );
      }
    },

    notifyRequests: () =>
      service.select<NotifyRequestRow>('kit_notify_requests', {
        select: 'kit_slug,email,locale,consented_at,notified_at,unsubscribed_at',
        order: 'kit_slug.asc,created_at.asc',
      }),

    claimRecipients: (kit) =>
      service.update<NotifyRecipient>(
        'kit_notify_requests',
        {
          kit_slug: `eq.${kit}`,
          notified_at: 'is.null',
          unsubscribed_at: 'is.null',
          select: 'email,locale,unsubscribe_token',
        },
        { notified_at: new Date().toISOString() },
      ),

    async unsubscribe(token) {
      if (!isUuid(token)) return null;
      const rows = await service.update<{ kit_slug: KitSlug }>(
        'kit_notify_requests',
        { unsubscribe_token: `eq.${token}`, select: 'kit_slug' },
        { unsubscribed_at: new Date().toISOString() },
      );
      return rows[0]?.kit_slug ?? null;
    },
  };
}
