import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';

import { PrivacyHost } from '@/components/layout/privacy-host';
import { SiteJsonLd } from '@/components/layout/site-json-ld';
import { SkipLink } from '@/components/layout/skip-link';
import { ToasterHost } from '@/components/ui/toaster-host';
import { env } from '@/config/env';
import { RegionProvider } from '@/features/region/region-provider';

/** Providers and parts every page shares, whatever its layout. */
export function AppShell() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  // A new page starts at its top; not on hydration (the visitor may already have scrolled the prerendered
  // page) and not on back/forward, where the browser restores the position. An effect, not the router's
  // ScrollRestoration, whose inline script the CSP would block.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <RegionProvider geoUrl={env.VITE_GEO_URL}>
      <SkipLink />
      <Outlet />
      <SiteJsonLd />
      <ToasterHost />
      <PrivacyHost />
    </RegionProvider>
  );
}
