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
  admin: '/admin',
} as const;

/**
 * Where 'Lost your download?' leads: the recovery page while the shop takes payments (it emails the
 * links again), the spec's /contact otherwise.
 */
export const recoveryPathFor = (paymentsEnabled: boolean): string =>
  paymentsEnabled ? paths.recoverDownloads : paths.contact;

export const downloadsPath = (token: string): string => `/downloads/${encodeURIComponent(token)}`;

export const templatePath = (slug: KitSlug): string => `/templates/${encodeURIComponent(slug)}`;
