import { lazy, Suspense, use, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';

import { PrivacyHost } from '@/components/layout/privacy-host';
import { SiteJsonLd } from '@/components/layout/site-json-ld';
import { SkipLink } from '@/components/layout/skip-link';
import { ToasterHost } from '@/components/ui/toaster-host';
import { env } from '@/config/env';
import { loadSiteMessages } from '@/app/site-messages';
import { RegionProvider } from '@/features/region/region-provider';
import { I18nProvider } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { localeTags, splitLocalePath } from '@domain/locales';

// It reads the visitor's storage and browser, so it runs after hydration only: its code is fetched then.
const LanguagePreference = lazy(() =>
  import('@/app/language-preference').then((module) => ({ default: module.LanguagePreference })),
);

/** Providers and parts every page shares, whatever its layout. */
export function AppShell() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  // The language is the path's (/fr/… is French); its site texts are loaded before the first render.
  const { locale } = splitLocalePath(pathname);
  const siteMessages = use(loadSiteMessages(locale));
  const hydrated = useHydrated();

  useEffect(() => {
    document.documentElement.lang = localeTags[locale];
  }, [locale]);

  // A new page starts at its top; not on hydration (the visitor may already have scrolled the prerendered
  // page) and not on back/forward, where the browser restores the position. An effect, not the router's
  // ScrollRestoration, whose inline script the CSP would block.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <I18nProvider locale={locale} messages={siteMessages}>
      <RegionProvider geoUrl={env.VITE_GEO_URL}>
        <SkipLink />
        <Outlet />
        <SiteJsonLd />
        <ToasterHost />
        <PrivacyHost />
        {/* After hydration only, so the HTML stays the same. */}
        {hydrated ? (
          <Suspense fallback={null}>
            <LanguagePreference />
          </Suspense>
        ) : null}
      </RegionProvider>
    </I18nProvider>
  );
}
