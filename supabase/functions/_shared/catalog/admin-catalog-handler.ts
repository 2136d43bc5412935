import { z } from 'zod';
import type { AccountStore } from '../account/account-store.ts';
import { adminGate, adminNotFound } from '../account/require-admin.ts';
import { DAYS_BEFORE_EASTER_MAX, PRICE_MAX_CENTS, PRICE_MIN_CENTS, saleStates } from '../domain/catalog.ts';
import { kitSlugs, type KitSlug } from '../domain/kits.ts';
import type { Locale } from '../domain/locales.ts';
import { formatMoney } from '../domain/pricing.ts';
import { seasonDates } from '../domain/printed-season.ts';
import { jsonResponse } from '../http/cors.ts';
import { actionRouter } from '../http/request.ts';
import { perLocale } from '../http/texts.ts';
import { callBuildHook } from './build-hook.ts';
import type { OutgoingEmail } from '../mail/mailer.ts';
import type { CatalogStore } from './catalog-store.ts';
import { onSaleEmail } from './on-sale-email.ts';
import { catalogText } from './i18n/catalog.ts';

export interface AdminCatalogDeps {
  store: CatalogStore;
  accounts: AccountStore;
  /** The static host's build hook (BUILD_HOOK_URL); unset: the pages change at the next deploy. */
  buildHookUrl?: string;
  /** Where the on-sale emails link: the kit's page (SITE_URL) and notify-me's unsubscribe (SUPABASE_URL). */
  links: { siteUrl: string; functionsBaseUrl: string };
  sendMail(email: OutgoingEmail): Promise<void>;
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
  // A licence without a price is not sold in that region (ADR 054).
  const licencePrices = z.object({ us: inRange.nullable(), ca: inRange.nullable() });
  return {
    offer: z.object({
      kit: z.enum(kitSlugs, { error: catalogText(locale, 'catalog.admin.unknownKit') }),
      sale: z.enum(saleStates, { error: catalogText(locale, 'catalog.admin.saleState') }),
      prices: z.object({ digital: regionPrices, printed: regionPrices }),
      licencePrices: z.object({ party: licencePrices, classroom: licencePrices }),
    }),
    bundle: z.object({
      active: z.boolean({ error: catalogText(locale, 'catalog.admin.bundleActive') }),
      priceCents: regionPrices,
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
 * - catalog → {catalog, seasons}: every kit's sale state and prices, the printed season's rule, and the
 *   next three seasons' order-by days and notices under it;
 * - update-offer {kit, sale, prices: {digital: {us, ca}, printed: {us, ca}}, licencePrices: {party: {us, ca},
 *   classroom: {us, ca}}} (cents; a licence price null: not sold there) → {offer, changed, rebuild};
 * - printed-season {daysBeforeEaster: number | null} → {changed, seasons, rebuild};
 * - notify-requests → {requests}: 'Tell me when it's available', every kit's list;
 * - bundle {active, priceCents: {us, ca}} → {bundle, changed, rebuild}: any 3 digital kits for one price
 *   per region, or no bundle (ADR 053).
 * `rebuild` is 'started', 'not-configured' or 'failed' (and absent when nothing changed). A kit that goes
 * on sale emails each address still waiting for it, once (`notified`: how many; `notifyFailed`: how many
 * emails the mailer refused, those addresses are not tried again).
 */
export function createAdminCatalogHandler(deps: AdminCatalogDeps): (req: Request) => Promise<Response> {
  const { store } = deps;
  const rebuild = () => callBuildHook(deps.buildHookUrl, { fetch: deps.fetch, log: deps.log });
  /** Claimed before sending, so each address gets one email even if the owner saves twice at once. */
  const notifySubscribers = async (kit: KitSlug) => {
    const recipients = await store.claimRecipients(kit);
    let notifyFailed = 0;
    for (const recipient of recipients) {
      try {
        await deps.sendMail(onSaleEmail(kit, recipient, deps.links));
      } catch (error) {
        notifyFailed += 1;
        deps.log?.(`admin-catalog: an on-sale email for ${kit} failed: ${String(error)}`);
      }
    }
    return { notified: recipients.length - notifyFailed, notifyFailed };
  };
  return actionRouter({
    name: 'admin-catalog',
    gate: adminGate(deps.accounts),
    notFound: adminNotFound,
    log: deps.log,
    actions: {
      // With the coming seasons' order-by days, as the pages will show them (the console's preview).
      catalog: async () => {
        const catalog = await store.catalog();
        return jsonResponse({ catalog, seasons: seasonDates(new Date(), catalog.daysBeforeEaster, 3) });
      },

      'update-offer': async ({ locale, parse }, admin) => {
        const input = parse(schemasIn(locale).offer);
        if (!input.ok) return input.response;
        const { kit, sale, prices, licencePrices } = input.data;
        const edit = await store.updateOffer(admin.userId, kit, { sale, prices, licencePrices });
        if (!edit) return jsonResponse({ error: catalogText(locale, 'catalog.admin.unknownKit') }, 404);
        // The page must say 'buy' before the emails send people to it: rebuild first, then write.
        const rebuilt = edit.changed ? { rebuild: await rebuild() } : {};
        const notice = edit.wentOnSale ? await notifySubscribers(kit) : {};
        return jsonResponse({ offer: edit.offer, changed: edit.changed, ...rebuilt, ...notice });
      },

      'notify-requests': async () => jsonResponse({ requests: await store.notifyRequests() }),

      bundle: async ({ locale, parse }, admin) => {
        const input = parse(schemasIn(locale).bundle);
        if (!input.ok) return input.response;
        const { bundle, changed } = await store.setBundle(admin.userId, input.data);
        return jsonResponse({ bundle, changed, ...(changed ? { rebuild: await rebuild() } : {}) });
      },

      'printed-season': async ({ locale, parse }, admin) => {
        const input = parse(schemasIn(locale).season);
        if (!input.ok) return input.response;
        const { daysBeforeEaster } = input.data;
        const { changed } = await store.setPrintedSeason(admin.userId, daysBeforeEaster);
        return jsonResponse({
          changed,
          seasons: seasonDates(new Date(), daysBeforeEaster, 3),
          ...(changed ? { rebuild: await rebuild() } : {}),
        });
      },
    },
  });
}
