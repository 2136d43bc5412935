import { bundleDiscount, type BundleDiscount } from './bundles.ts';
import type { CartLine } from './cart.ts';
import { licencePrice, type ShopCatalog } from './catalog.ts';
import { kits } from './kits.ts';
import type { KitLicence } from './licences.ts';
import { defaultShippingSpeed, shippingRates, type ShippingSpeed } from './printed-orders.ts';
import { printedKitsClosedOn } from './printed-season.ts';
import { currencyOf, type Currency, type Region } from './regions.ts';

/**
 * What a cart costs, in cents, from a catalog: create-checkout prices every order from the database's
 * (it never trusts a price from the browser), the cart page shows the build's.
 */

/** Printed kits ship inside the buyer's region, so the shipping rate matches the currency paid. */
export const shippingCountry: Readonly<Record<Region, 'US' | 'CA'>> = { us: 'US', ca: 'CA' };

/** The title a kit on sale goes by on receipts; undefined for kits the catalog does not sell online. */
export function purchasableKitTitle(slug: string, catalog: ShopCatalog): string | undefined {
  const kit = kits.find((candidate) => candidate.slug === slug);
  return kit && catalog.offers[kit.slug].sale === 'buy' ? kit.title : undefined;
}

export interface PricedLine extends CartLine {
  title: string;
  /** The licence the kit is sold with: family for every printed kit and when the cart names none. */
  licence: KitLicence;
  unitCents: number;
  lineCents: number;
}

export interface PricedCart {
  currency: Currency;
  lines: PricedLine[];
  subtotalCents: number;
  /** The bundle's saving (bundles.ts), taken off the kits; undefined when the cart earns none. */
  bundle: BundleDiscount | undefined;
  shippingCents: number;
  /** subtotal - the bundle's saving + shipping. */
  totalCents: number;
  hasPrinted: boolean;
  /** The speed a printed order ships at; undefined without a printed kit. */
  shippingSpeed: ShippingSpeed | undefined;
}

/**
 * Why a line cannot be bought: a kit not sold online, a printed kit out of season, or a licence the owner
 * does not sell for the kit in the region.
 */
export type CartLineProblem = 'kit' | 'printedClosed' | 'licence';

export type PricingResult =
  { ok: true; cart: PricedCart } | { ok: false; problems: Record<string, CartLineProblem> };

/**
 * Prices every line for the region from the shop's catalog (the database's, at request time), a digital
 * kit at its licence's price, the bundle's saving, and a printed order's shipping at `speed`; kits not on
 * sale, closed printed kits and licences not sold are refused by field path.
 */
export function priceCart(
  lines: readonly CartLine[],
  region: Region,
  catalog: ShopCatalog,
  now = new Date(),
  speed: ShippingSpeed = defaultShippingSpeed,
): PricingResult {
  const printedClosed = printedKitsClosedOn(now, catalog.daysBeforeEaster);
  const problems: Record<string, CartLineProblem> = {};
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    const title = purchasableKitTitle(line.kit, catalog);
    if (!title) {
      problems[`lines.${index}.kit`] = 'kit';
      return;
    }
    if (line.format === 'printed' && printedClosed) {
      problems[`lines.${index}.format`] = 'printedClosed';
      return;
    }
    const offer = catalog.offers[line.kit as keyof ShopCatalog['offers']];
    const licence = line.format === 'digital' ? (line.licence ?? 'family') : 'family';
    const unitCents =
      line.format === 'digital' ? licencePrice(offer, licence, region) : offer.prices.printed[region];
    if (unitCents === null) {
      problems[`lines.${index}.licence`] = 'licence';
      return;
    }
    priced.push({ ...line, title, licence, unitCents, lineCents: unitCents * line.quantity });
  });
  if (Object.keys(problems).length) return { ok: false, problems };
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineCents, 0);
  const hasPrinted = priced.some((line) => line.format === 'printed');
  const shipping = hasPrinted ? shippingRates[region][speed].cents : 0;
  const bundle = bundleDiscount(priced, region, catalog.bundle);
  return {
    ok: true,
    cart: {
      currency: currencyOf(region),
      lines: priced,
      subtotalCents,
      bundle,
      shippingCents: shipping,
      totalCents: subtotalCents - (bundle?.discountCents ?? 0) + shipping,
      hasPrinted,
      shippingSpeed: hasPrinted ? speed : undefined,
    },
  };
}
