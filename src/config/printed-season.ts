import type { Locale } from '@domain/locales';
import { pricingTextsIn } from '@domain/pricing';
import { seasonOn, shopIsoDay } from '@domain/season-days';

import { shopCatalog } from './shop-catalog';

// The season of the day the page's code loads (build time for the prerendered HTML, page load in the
// browser), from the seasons the build worked out with the owner's order-by rule (ADR 051).
const today = shopIsoDay(new Date());
const season = seasonOn(today, shopCatalog.seasons);

/**
 * Whether the pages show printed kits as closed for the season: from the day after the order-by day
 * through Easter Sunday. create-checkout checks the day of each order itself, so a page built before the
 * window opened cannot sell a closed kit.
 */
export const printedClosedForSeason = season !== undefined && today > season.orderBy;

/** 'Order by April 4th to ensure Easter delivery!' with the coming season's order-by day. */
export const easterDeliveryNotice = (locale: Locale): string =>
  season?.notice[locale] ?? pricingTextsIn[locale].easterDeliveryCa;
