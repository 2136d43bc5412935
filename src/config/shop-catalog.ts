import type { ShopCatalog } from '@domain/catalog';
import type { Kit, KitSlug, PurchaseState } from '@domain/kits';
import type { Locale } from '@domain/locales';
import { easterDeliveryNoticeIn, type KitFormat } from '@domain/pricing';
import { nextOrderByDay, printedKitsClosedOn } from '@domain/printed-season';
import { purchaseStateFor } from '@domain/purchase';
import type { Region } from '@domain/regions';

/** Filled in by vite.config.ts with the catalog scripts/build.ts read from the database (ADR 051). */
declare const __SHOP_CATALOG__: ShopCatalog;

/**
 * The catalog the pages show: each kit's sale state and prices, and the printed season, as the database
 * held them when the site was built (the owner's edit in /admin starts a rebuild). create-checkout
 * charges the database's prices at the time of the order, whatever a page says.
 */
export const shopCatalog: ShopCatalog = __SHOP_CATALOG__;

/**
 * A kit's price in cents of the region's currency. A slug the catalog does not know (a cart kept from
 * before a kit was renamed) shows the lowest price; checkout refuses the line anyway.
 */
export const kitPrice = (kit: string, format: KitFormat, region: Region): number =>
  shopCatalog.offers[kit as KitSlug]?.prices[format][region] ?? lowestPrice(format, region);

/** What the kit's page offers (buy, contact, unavailable, coming soon). */
export const purchaseStateOf = (kit: Pick<Kit, 'slug' | 'purchaseState'>): PurchaseState =>
  purchaseStateFor(kit, shopCatalog.offers[kit.slug].sale);

/** Whether a parent can pay for the kit online. */
export const isOnSale = (kit: Pick<Kit, 'slug'>): boolean => shopCatalog.offers[kit.slug].sale === 'buy';

/**
 * Whether the pages show printed kits as closed for the season: decided when the page's code loads
 * (build time for the prerendered HTML, page load in the browser). create-checkout checks the day of
 * each order itself, so a page built before the window opened cannot sell a closed kit.
 */
export const printedClosedForSeason = printedKitsClosedOn(new Date(), shopCatalog.daysBeforeEaster);

/** 'Order by April 4th to ensure Easter delivery!' with the coming season's order-by day. */
export const easterDeliveryNotice = (locale: Locale): string =>
  easterDeliveryNoticeIn[locale](nextOrderByDay(new Date(), shopCatalog.daysBeforeEaster));

/**
 * A format's price where no kit is named (the pricing pages, the format comparison): the lowest of the
 * kits on sale (of every kit when none is), the spec's figure while the owner keeps one price for all.
 */
export function lowestPrice(format: KitFormat, region: Region): number {
  const offers = Object.values(shopCatalog.offers);
  const onSale = offers.filter((offer) => offer.sale === 'buy');
  return Math.min(...(onSale.length ? onSale : offers).map((offer) => offer.prices[format][region]));
}
