import type { ComponentType } from 'react';

import { hasFrenchVersion, paths } from '@/config/paths';
import type { Catalog } from '@/lib/i18n/i18n';
import { defaultLocale, localePrefix, localizedPath, locales, type Locale } from '@domain/locales';

/** A page module: its component, and the message catalogs its texts come from (ADR 031). */
export type RouteModule = { default: ComponentType; catalogs?: readonly Catalog[] };

/**
 * Where a page's module lives. Public pages are src/app/routes/<page>.tsx, each its own lazy chunk
 * imported from here, the module every page loads. The member area (the clue pages, the member's orders
 * and account, the owner's console) is src/app/member-area: its page modules are one more lazy step
 * away, so the entry of a public page holds neither them nor their preload lists (ADR 043).
 */
export type PageArea = 'public' | 'members';

/** A page of the route table: its module's file name, without .tsx, and its area. */
export type PageRef = { page: string; area?: PageArea };

// Every public page module, each its own lazy chunk. Keyed by file name: routes/<page>.tsx.
const publicPages = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

export async function loadPage({ page, area = 'public' }: PageRef): Promise<RouteModule> {
  if (area === 'members') return (await import('./member-area/member-pages')).loadMemberPage(page);
  const load = publicPages[`./routes/${page}.tsx`];
  if (!load) throw new Error(`There is no page module src/app/routes/${page}.tsx`);
  return load();
}

const areaFolders: Readonly<Record<PageArea, string>> = {
  public: 'src/app/routes',
  members: 'src/app/member-area/routes',
};

/**
 * The modules a page loads before its first render, as the build's manifest names them (the prerenderer
 * preloads their chunks): its route module, and a member page's step through member-pages.ts.
 */
export const pageModuleFiles = ({ page, area = 'public' }: PageRef): string[] => [
  ...(area === 'members' ? ['src/app/member-area/member-pages.ts'] : []),
  `${areaFolders[area]}/${page}.tsx`,
];

/**
 * One entry per page. `prerender` pages become dist/<path>/index.html at build time; the rest are
 * client-rendered from the shell. `noindex` pages are kept out of the sitemap and carry a robots meta.
 * `layout: 'bare'` pages draw their own header and footer (the member area).
 */
export type AppRouteEntry = PageRef & {
  path: string;
  prerender: boolean;
  noindex?: boolean;
  layout?: 'site' | 'bare';
  /** The page's language: its path starts with /fr for French (issue 20 §1). */
  locale: Locale;
};

type EnglishRouteEntry = Omit<AppRouteEntry, 'locale'>;

const englishRoutes: EnglishRouteEntry[] = [
  { path: paths.home, page: 'home', prerender: true },
  { path: paths.homeUs, page: 'home-us', prerender: true },
  { path: paths.homeCa, page: 'home-ca', prerender: true },
  { path: paths.shop, page: 'shop', prerender: true },
  { path: paths.pricing, page: 'pricing', prerender: true },
  { path: paths.pricingUs, page: 'pricing-us', prerender: true },
  { path: paths.pricingCa, page: 'pricing-ca', prerender: true },
  // Old links: 301s in public/_redirects on the static host, a client-side replace in the app.
  { path: paths.pricingUsAlt, page: 'pricing-redirect', prerender: false },
  { path: paths.pricingCaAlt, page: 'pricing-redirect', prerender: false },
  { path: paths.templates, page: 'templates', prerender: true },
  { path: paths.template, page: 'template-detail', prerender: true },
  { path: paths.cart, page: 'cart', prerender: true },
  { path: paths.contact, page: 'contact', prerender: true },
  { path: paths.howItWorks, page: 'how-it-works', prerender: true },
  { path: paths.instructions, page: 'instructions', prerender: true },
  { path: paths.findPrintShop, page: 'find-print-shop', prerender: true },
  { path: paths.terms, page: 'terms', prerender: true },
  { path: paths.privacy, page: 'privacy', prerender: true },
  { path: paths.thankYouOrder, page: 'thank-you-order', prerender: true, noindex: true },
  {
    path: paths.thankYouPrintOrder,
    page: 'thank-you-print-order',
    prerender: true,
    noindex: true,
  },
  { path: paths.easterHuntIdeas, page: 'easter-hunt-ideas', prerender: true },
  { path: paths.aiClueCreator, page: 'ai-clue-creator', prerender: true },
  // A buyer's own links: client-rendered from the shell, never indexed.
  { path: paths.downloads, page: 'downloads', prerender: false, noindex: true },
  { path: paths.recoverDownloads, page: 'recover-downloads', prerender: true, noindex: true },
  // The member area, never indexed. The clue pages are prerendered as shells (their sign-in or loading
  // state) and fill in on the client; the member's orders and account and the shop owner's console
  // (never linked from public pages) are client-rendered from the shell.
  ...(
    [
      { path: paths.clueLogin, page: 'clue-login', prerender: true },
      { path: paths.clueGenerator, page: 'clue-generator', prerender: true, layout: 'bare' },
      { path: paths.clueHistory, page: 'clue-history', prerender: true, layout: 'bare' },
      { path: paths.clueHunt, page: 'clue-hunt', prerender: true, layout: 'bare' },
      { path: paths.clueResetPassword, page: 'clue-reset-password', prerender: false },
      { path: paths.myOrders, page: 'my-orders', prerender: false, layout: 'bare' },
      { path: paths.account, page: 'account', prerender: false, layout: 'bare' },
      { path: paths.admin, page: 'admin', prerender: false, layout: 'bare' },
    ] satisfies Omit<EnglishRouteEntry, 'area' | 'noindex'>[]
  ).map((entry): EnglishRouteEntry => ({ ...entry, area: 'members', noindex: true })),
];

/**
 * Every page in English, the same page under each other language's prefix (/fr in French) where it
 * has a version in the other languages, and a 404 in each language for any other path. Read from the
 * locale list, so a language added there has its pages.
 */
export const routeTable: AppRouteEntry[] = [
  ...englishRoutes.map((entry): AppRouteEntry => ({ ...entry, locale: defaultLocale })),
  ...locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale): AppRouteEntry[] => [
      ...englishRoutes
        .filter((entry) => hasFrenchVersion(entry.path))
        .map((entry): AppRouteEntry => ({ ...entry, path: localizedPath(entry.path, locale), locale })),
      { path: `${localePrefix[locale]}/*`, page: 'not-found', prerender: false, noindex: true, locale },
    ]),
  { path: '*', page: 'not-found', prerender: false, noindex: true, locale: defaultLocale },
];
