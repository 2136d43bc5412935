/** Where a built page carries the catalog (scripts/prerender.ts writes it, shop-catalog.ts reads it). */
export const SHOP_CATALOG_ELEMENT_ID = 'shop-catalog';
