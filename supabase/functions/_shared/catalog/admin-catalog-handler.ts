import { z } from 'zod';
import type { AccountStore } from '../account/account-store.ts';
import { adminGate, adminNotFound } from '../account/require-admin.ts';
import { DAYS_BEFORE_EASTER_MAX, PRICE_MAX_CENTS, PRICE_MIN_CENTS, saleStates } from '../domain/catalog.ts';
import { kitSlugs } from '../domain/kits.ts';
import type { Locale } from '../domain/locales.ts';
import { formatMoney } from '../domain/pricing.ts';
import { jsonResponse } from '../http/cors.ts';
import { actionRouter } from '../http/request.ts';
import { perLocale } from '../http/texts.ts';
import { callBuildHook } from './build-hook.ts';
import type { CatalogStore } from './catalog-store.ts';
import { catalogText } from './i18n/catalog.ts';

export interface AdminCatalogDeps {
  store: CatalogStore;
  accounts: AccountStore;
  /** The static host's build hook (BUILD_HOOK_URL); unset: the pages change at the next deploy. */
  buildHookUrl?: string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

const priceMessage = (locale: Locale) =>
  catalogText(locale, 'catalog.admin.price', {
    min: formatMoney(PRICE_MIN_CENTS, 'USD', { locale }),
    max: formatMoney(PRICE_MAX_CENTS, 'USD', { locale }),
  });

const daysMessage = (locale: Locale) =>
  catalogText(locale, 'catalog.admin.days', { max: DAYS_BEFORE_EASTER_MAX });

const schemasIn = perLocale((locale) => {
  const cents = z.number({ error: priceMessage(locale) }).int(priceMessage(locale));
  const inRange = cents.min(PRICE_MIN_CENTS, priceMessage(locale)).max(PRICE_MAX_CENTS, priceMessage(locale));
  const regionPrices = z.object({ us: inRange, ca: inRange });
  return {
    offer: z.object({
      kit: z.enum(kitSlugs, { error: catalogText(locale, 'catalog.admin.unknownKit') }),
      sale: z.enum(saleStates, { error: catalogText(locale, 'catalog.admin.saleState') }),
      prices: z.object({ digital: regionPrices, printed: regionPrices }),
    }),
    season: z.object({
      daysBeforeEaster: z
        .number({ error: daysMessage(locale) })
        .int(daysMessage(locale))
        .min(0, daysMessage(locale))
        .max(DAYS_BEFORE_EASTER_MAX, daysMessage(locale))
        .nullable(),
    }),
  };
});

/**
 * POST /admin-catalog/<action>, each behind requireAdmin (second factor included); every change is
 * written to the audit log in its transaction (ADR 036) and then calls the static host's build hook, so
 * the prerendered pages show it after the rebuild (checkout reads the database at once):
 * - catalog → {catalog}: every kit's sale state and prices, and the printed season;
 * - update-offer {kit, sale, prices: {digital: {us, ca}, printed: {us, ca}}} (cents) → {offer, changed, rebuild};
 * - printed-season {daysBeforeEaster: number | null} → {changed, rebuild}.
 * `rebuild` is 'started', 'not-configured' or 'failed' (and absent when nothing changed).
 */
export function createAdminCatalogHandler(deps: AdminCatalogDeps): (req: Request) => Promise<Response> {
  const { store } = deps;
  const rebuild = () => callBuildHook(deps.buildHookUrl, { fetch: deps.fetch, log: deps.log });
  return actionRouter({
    name: 'admin-catalog',
    gate: adminGate(deps.accounts),
    notFound: adminNotFound,
    log: deps.log,
    actions: {
      catalog: async () => jsonResponse({ catalog: await store.catalog() }),

      'update-offer': async ({ locale, parse }, admin) => {
        const input = parse(schemasIn(locale).offer);
        if (!input.ok) return input.response;
        const { kit, sale, prices } = input.data;
        const edit = await store.updateOffer(admin.userId, kit, { sale, prices });
        if (!edit) return jsonResponse({ error: catalogText(locale, 'catalog.admin.unknownKit') }, 404);
        return jsonResponse({
          offer: edit.offer,
          changed: edit.changed,
          ...(edit.changed ? { rebuild: await rebuild() } : {}),
        });
      },

      'printed-season': async ({ locale, parse }, admin) => {
        const input = parse(schemasIn(locale).season);
        if (!input.ok) return input.response;
        const { changed } = await store.setPrintedSeason(admin.userId, input.data.daysBeforeEaster);
        return jsonResponse({ changed, ...(changed ? { rebuild: await rebuild() } : {}) });
      },
    },
  });
}
