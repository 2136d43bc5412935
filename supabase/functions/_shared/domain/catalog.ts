/**
 * The catalog the owner edits in /admin (issue 29, ADR 051): each kit's sale state and prices per format
 * and region, and the printed kits' Easter order-by rule. The database holds it (`kit_offers`,
 * `printed_season`); the build reads it for the pages and create-checkout for every order. What is
 * here is its shape, its limits and the default it was seeded with (today's spec constants).
 */
import { defaultBundle, type BundleOffer } from './bundles.ts';
import type { Tables } from './database.ts';
import { kits, type KitSlug, type PurchaseState } from './kits.ts';
import { pricedLicences, type KitLicence, type PricedLicence } from './licences.ts';
import { kitFormats, priceCents, type KitFormat } from './pricing.ts';
import type { SeasonDates } from './season-days.ts';
import { regions, type Region } from './regions.ts';

/**
 * buy: sold online (the farm kit keeps its own product view); contact: 'Contact Us to Purchase';
 * unavailable and coming-soon: not sold. Every state but buy offers 'Tell me when it's available'.
 */
export const saleStates = ['buy', 'contact', 'unavailable', 'coming-soon'] as const;
export type SaleState = (typeof saleStates)[number];

export type KitPrices = Readonly<Record<KitFormat, Readonly<Record<Region, number>>>>;

/** The party and classroom licences' prices per region (ADR 054); null: not sold there. */
export type LicencePrices = Readonly<Record<PricedLicence, Readonly<Record<Region, number | null>>>>;

export interface KitOffer {
  sale: SaleState;
  prices: KitPrices;
  /** A digital kit's other licences; its family licence is `prices.digital`. */
  licencePrices: LicencePrices;
}

/** What a digital kit costs with `licence` in `region`, in cents; null when that licence is not sold there. */
export function licencePrice(offer: KitOffer, licence: KitLicence, region: Region): number | null {
  return licence === 'family' ? offer.prices.digital[region] : offer.licencePrices[licence][region];
}

export interface ShopCatalog {
  offers: Readonly<Record<KitSlug, KitOffer>>;
  /** Printed kits' order-by day: this many days before each Easter; null keeps the spec's April 4th. */
  daysBeforeEaster: number | null;
  /** Any 3 digital kits for one price per region (bundles.ts, `kit_bundle`). */
  bundle: BundleOffer;
}

/**
 * The catalog as the pages carry it: the database's, plus the next seasons' dates the build worked out
 * from its order-by rule (printed-season.ts seasonDates).
 */
export interface SiteCatalog extends ShopCatalog {
  seasons: readonly SeasonDates[];
}

/** Prices the owner may set, in cents: $1.00 to $999.99 (the table checks the same). */
export const PRICE_MIN_CENTS = 100;
export const PRICE_MAX_CENTS = 99_999;
export const DAYS_BEFORE_EASTER_MAX = 60;

const saleStateOf: Readonly<Record<PurchaseState, SaleState>> = {
  'buy-digital': 'buy',
  'farm-checkout': 'buy',
  'contact-to-purchase': 'contact',
  unavailable: 'unavailable',
  'coming-soon': 'coming-soon',
};

/**
 * The party licence starts at the family price and the classroom licence unsold, until the owner prices
 * it (migration 20261127140000).
 */
export const defaultLicencePrices: LicencePrices = {
  party: priceCents.digital,
  classroom: { us: null, ca: null },
};

/** The spec's catalog, as the migrations seeded it (a backend test compares the two). */
export const defaultCatalog: ShopCatalog = {
  offers: Object.fromEntries(
    kits.map((kit) => [
      kit.slug,
      { sale: saleStateOf[kit.purchaseState], prices: priceCents, licencePrices: defaultLicencePrices },
    ]),
  ) as Record<KitSlug, KitOffer>,
  daysBeforeEaster: null,
  bundle: defaultBundle,
};

/** A row of `kit_offers` as PostgREST answers it (KIT_OFFER_COLUMNS). */
export type KitOfferRow = Omit<Tables<'kit_offers'>, 'updated_at'>;

export const KIT_OFFER_COLUMNS =
  'kit_slug,sale_state,digital_us_cents,digital_ca_cents,printed_us_cents,printed_ca_cents,party_us_cents,party_ca_cents,classroom_us_cents,classroom_ca_cents';

const priceColumn = (format: KitFormat | PricedLicence, region: Region) =>
  `${format}_${region}_cents` as const;

const centsOrNull = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export function offerFromRow(row: KitOfferRow): KitOffer {
  if (!(saleStates as readonly string[]).includes(row.sale_state))
    throw new Error(`kit_offers: ${row.kit_slug} has an unknown sale state "${row.sale_state}"`);
  const prices = Object.fromEntries(
    kitFormats.map((format) => [
      format,
      Object.fromEntries(regions.map((region) => [region, Number(row[priceColumn(format, region)])])),
    ]),
  ) as Record<KitFormat, Record<Region, number>>;
  const licencePrices = Object.fromEntries(
    pricedLicences.map((licence) => [
      licence,
      Object.fromEntries(regions.map((region) => [region, centsOrNull(row[priceColumn(licence, region)])])),
    ]),
  ) as Record<PricedLicence, Record<Region, number | null>>;
  return { sale: row.sale_state as SaleState, prices, licencePrices };
}

/** The row columns of an offer, for the admin function's arguments and the seed comparison. */
export function offerColumns(offer: KitOffer): Omit<KitOfferRow, 'kit_slug'> {
  return {
    sale_state: offer.sale,
    digital_us_cents: offer.prices.digital.us,
    digital_ca_cents: offer.prices.digital.ca,
    printed_us_cents: offer.prices.printed.us,
    printed_ca_cents: offer.prices.printed.ca,
    party_us_cents: offer.licencePrices.party.us,
    party_ca_cents: offer.licencePrices.party.ca,
    classroom_us_cents: offer.licencePrices.classroom.us,
    classroom_ca_cents: offer.licencePrices.classroom.ca,
  };
}

/** The row of `kit_bundle` as PostgREST answers it. */
export interface KitBundleRow {
  active: boolean;
  price_us_cents: number;
  price_ca_cents: number;
}

export const KIT_BUNDLE_COLUMNS = 'active,price_us_cents,price_ca_cents';

export const bundleFromRow = (row: KitBundleRow): BundleOffer => ({
  active: row.active,
  priceCents: { us: Number(row.price_us_cents), ca: Number(row.price_ca_cents) },
});

/**
 * The whole catalog from the database's rows. Every kit of the domain must have its row: a missing
 * one stops the build (or the checkout) rather than guessing a price.
 */
export function catalogFromRows(
  rows: readonly KitOfferRow[],
  season: { days_before_easter: number | null } | undefined,
  bundle: KitBundleRow | undefined,
): ShopCatalog {
  const bySlug = new Map(rows.map((row) => [row.kit_slug, row]));
  const missing = kits.filter((kit) => !bySlug.has(kit.slug)).map((kit) => kit.slug);
  if (missing.length) throw new Error(`kit_offers has no row for ${missing.join(', ')}`);
  return {
    offers: Object.fromEntries(kits.map((kit) => [kit.slug, offerFromRow(bySlug.get(kit.slug)!)])) as Record<
      KitSlug,
      KitOffer
    >,
    daysBeforeEaster: season?.days_before_easter ?? null,
    // No row: the bundle is off rather than guessed.
    bundle: bundle ? bundleFromRow(bundle) : { ...defaultBundle, active: false },
  };
}
