/**
 * The catalog the owner edits in /admin (issue 29, ADR 051): each kit's sale state and prices per format
 * and region, and the printed kits' Easter order-by rule. The database holds it (`kit_offers`,
 * `printed_season`); the build reads it for the pages and create-checkout for every order. What is
 * here is its shape, its limits and the default it was seeded with (today's spec constants).
 */
import { defaultBundle, type BundleOffer } from './bundles.ts';
import { kits, type KitSlug, type PurchaseState } from './kits.ts';
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

export interface KitOffer {
  sale: SaleState;
  prices: KitPrices;
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

/** The spec's catalog, as the migration seeded it (a backend test compares the two). */
export const defaultCatalog: ShopCatalog = {
  offers: Object.fromEntries(
    kits.map((kit) => [kit.slug, { sale: saleStateOf[kit.purchaseState], prices: priceCents }]),
  ) as Record<KitSlug, KitOffer>,
  daysBeforeEaster: null,
  bundle: defaultBundle,
};

/** The column of `kit_offers` that holds a format's price in a region, e.g. digital_ca_cents. */
const priceColumn = (format: KitFormat, region: Region) => `${format}_${region}_cents` as const;

/** A row of `kit_offers` as PostgREST answers it: the sale state and a price per format and region. */
export type KitOfferRow = { kit_slug: string; sale_state: string } & Record<
  ReturnType<typeof priceColumn>,
  number
>;

export const KIT_OFFER_COLUMNS =
  'kit_slug,sale_state,digital_us_cents,digital_ca_cents,printed_us_cents,printed_ca_cents';

export function offerFromRow(row: KitOfferRow): KitOffer {
  if (!(saleStates as readonly string[]).includes(row.sale_state))
    throw new Error(`kit_offers: ${row.kit_slug} has an unknown sale state "${row.sale_state}"`);
  const prices = Object.fromEntries(
    kitFormats.map((format) => [
      format,
      Object.fromEntries(regions.map((region) => [region, Number(row[priceColumn(format, region)])])),
    ]),
  ) as Record<KitFormat, Record<Region, number>>;
  return { sale: row.sale_state as SaleState, prices };
}

/** The row columns of an offer, for the admin function's arguments and the seed comparison. */
export function offerColumns(offer: KitOffer): Omit<KitOfferRow, 'kit_slug'> {
  const prices = kitFormats.flatMap((format) =>
    regions.map((region) => [priceColumn(format, region), offer.prices[format][region]]),
  );
  return { sale_state: offer.sale, ...Object.fromEntries(prices) } as Omit<KitOfferRow, 'kit_slug'>;
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
