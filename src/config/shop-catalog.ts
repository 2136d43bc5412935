import type { SaleState, SiteCatalog } from '@domain/catalog';
import type { Kit } from '@domain/kits';
import type { KitFormat } from '@domain/pricing';
import type { Region } from '@domain/regions';

import { SHOP_CATALOG_ELEMENT_ID } from './shop-catalog-element';

/** Filled in by vite.config.ts with the catalog scripts/build.ts read from the database (ADR 051). */
declare const __SHOP_CATALOG__: SiteCatalog;

// A built page reads the catalog the prerenderer wrote into it, so the code chunks do not carry it;
// the server render, the dev server and the tests use the define.
function catalogOfThePage(): SiteCatalog {
  return JSON.parse(document.getElementById(SHOP_CATALOG_ELEMENT_ID)?.textContent ?? '') as SiteCatalog;
}

/**
 * The catalog the pages show: each kit's sale state and prices, and the printed seasons' dates, as the
 * database held them when the site was built (the owner's edit in /admin starts a rebuild).
 * create-checkout charges the database's prices at the time of the order, whatever a page says. The
 * season's texts and the pricing pages' figures are in printed-season.ts and format-prices.ts, so a page
 * that shows neither does not load them.
 */
export const shopCatalog: SiteCatalog =
  import.meta.env.PROD && !import.meta.env.SSR ? catalogOfThePage() : __SHOP_CATALOG__;

/**
 * A kit's price in cents of the region's currency; 0 for a slug the catalog does not know (a cart kept
 * from before a kit was renamed), which checkout refuses anyway.
 */
export const kitPrice = (kit: string, format: KitFormat, region: Region): number =>
  shopCatalog.offers[kit as Kit['slug']]?.prices[format][region] ?? 0;

/** The kit's sale state: buy, contact, unavailable or coming soon. */
export const saleStateOf = (kit: Pick<Kit, 'slug'>): SaleState => shopCatalog.offers[kit.slug].sale;

/** Whether a parent can pay for the kit online. */
export const isOnSale = (kit: Pick<Kit, 'slug'>): boolean => shopCatalog.offers[kit.slug].sale === 'buy';
