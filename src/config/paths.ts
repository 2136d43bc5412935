import type { KitSlug } from '@domain/kits';

/** Every route path of the app, and builders for the ones with parameters. */
export const paths = {
  home: '/',
  homeUs: '/us',
  homeCa: '/ca',
  shop: '/shop',
  pricing: '/pricing',
  pricingUs: '/us/pricing',
  pricingCa: '/ca/pricing',
  pricingUsAlt: '/pricing/us',
  pricingCaAlt: '/pricing/ca',
  templates: '/templates',
  template: '/templates/:slug',
  cart: '/cart',
  contact: '/contact',
  howItWorks: '/how-it-works',
  instructions: '/instructions',
  findPrintShop: '/find-print-shop',
  terms: '/terms',
  privacy: '/privacy',
  thankYouOrder: '/thank-you-order',
  thankYouPrintOrder: '/thank-you-print-order',
  easterHuntIdeas: '/easter-hunt-ideas',
  aiClueCreator: '/ai-clue-creator',
  clueLogin: '/clue-login',
  clueGenerator: '/clue-generator',
  clueHistory: '/clue-history',
  clueHunt: '/clue-hunt',
  clueResetPassword: '/clue-reset-password',
  downloads: '/downloads/:token',
  recoverDownloads: '/recover-downloads',
  myOrders: '/my-orders',
  account: '/account',
  admin: '/admin',
} as const;

/**
 * The query of /cart that adds a kit: `/cart?add=<slug>&format=<digital|printed>[&quantity=<n>]`. A kit
 * page's buttons are GET forms sending these fields, so a tap works before the app has loaded and
 * without JavaScript; the cart page applies the addition once the app runs (lib/cart-addition.ts, ADR 039).
 */
export const cartAdditionFields = { kit: 'add', format: 'format', quantity: 'quantity' } as const;

/**
 * Where 'Lost your download?' leads: the recovery page while the shop takes payments (it emails the
 * links again), the spec's /contact otherwise.
 */
export const recoveryPathFor = (paymentsEnabled: boolean): string =>
  paymentsEnabled ? paths.recoverDownloads : paths.contact;

export const downloadsPath = (token: string): string => `/downloads/${encodeURIComponent(token)}`;

export const templatePath = (slug: KitSlug): string => `/templates/${encodeURIComponent(slug)}`;

/**
 * The pages that have no French version: the owner's console, which speaks English (ADR 044's
 * `OWNER_LOCALE`). A French page links to it in English rather than to a French 404.
 */
const englishOnlyPaths: readonly string[] = [paths.admin];

export const hasFrenchVersion = (englishPath: string): boolean => {
  const pathname = englishPath.split(/[?#]/)[0] ?? englishPath;
  return !englishOnlyPaths.some((only) => pathname === only || pathname.startsWith(`${only}/`));
};
