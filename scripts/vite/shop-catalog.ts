import {
  catalogFromRows,
  defaultCatalog,
  KIT_BUNDLE_COLUMNS,
  KIT_OFFER_COLUMNS,
  type KitBundleRow,
  type KitOfferRow,
  type ShopCatalog,
  type SiteCatalog,
} from '../../supabase/functions/_shared/domain/catalog.ts';
import { seasonDates } from '../../supabase/functions/_shared/domain/printed-season.ts';

/**
 * The catalog the prerendered pages show, read at build time from the project's REST API with the anon
 * key (the tables are public to read, ADR 051). The build stops with the reason when it cannot be read:
 * a page with a guessed price is worse than no deploy.
 */
export async function fetchShopCatalog(
  supabaseUrl: string,
  anonKey: string,
  doFetch: typeof fetch = fetch,
): Promise<ShopCatalog> {
  const base = supabaseUrl.replace(/\/+$/, '');
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  const read = async <T>(table: string, select: string): Promise<T[]> => {
    let response: Response;
    try {
      response = await doFetch(`${base}/rest/v1/${table}?select=${select}`, { headers });
    } catch (error) {
      throw new CatalogUnreachableError(
        `the catalog could not be read from ${base} (${String((error as Error).cause ?? error)})`,
      );
    }
    if (!response.ok)
      throw new Error(
        `the catalog could not be read from ${base}: ${table} answered ${response.status} ${await response.text()}`,
      );
    return (await response.json()) as T[];
  };
  const [offers, seasons, bundles] = await Promise.all([
    read<KitOfferRow>('kit_offers', KIT_OFFER_COLUMNS),
    read<{ days_before_easter: number | null }>('printed_season', 'days_before_easter'),
    read<KitBundleRow>('kit_bundle', KIT_BUNDLE_COLUMNS),
  ]);
  return catalogFromRows(offers, seasons[0], bundles[0]);
}

/** Nothing answered at the address (as opposed to an answer that was wrong). */
export class CatalogUnreachableError extends Error {}

/** What vite.config.ts defines as __SHOP_CATALOG__: the build's catalog, else (dev server, unit tests) the seed's. */
export const SHOP_CATALOG_ENV = 'SHOP_CATALOG_JSON';

/** The catalog as the pages carry it: with the next seasons' dates, so no page runs the computus. */
export function siteCatalog(catalog: ShopCatalog, now = new Date()): SiteCatalog {
  return { ...catalog, seasons: seasonDates(now, catalog.daysBeforeEaster) };
}

export function shopCatalogDefine(env: NodeJS.ProcessEnv = process.env): string {
  const catalog = env[SHOP_CATALOG_ENV] ? (JSON.parse(env[SHOP_CATALOG_ENV]) as ShopCatalog) : defaultCatalog;
  return JSON.stringify(siteCatalog(catalog));
}
