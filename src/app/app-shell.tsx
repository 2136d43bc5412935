import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { SiteJsonLd } from '@/components/layout/site-json-ld';
import { SkipLink } from '@/components/layout/skip-link';
import { ToasterHost } from '@/components/ui/toaster-host';
import { env } from '@/config/env';
import { RegionProvider } from '@/features/region/region-provider';
import { usePageViewTracking } from '@/lib/analytics';

/** Providers and parts every page shares, whatever its layout. */
export function AppShell() {
  const { pathname } = useLocation();
  usePageViewTracking();

  // A new page starts at its top; an effect (not the router's inline-script ScrollRestoration) keeps the CSP free of inline scripts.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <RegionProvider geoUrl={env.VITE_GEO_URL}>
      <SkipLink />
      <Outlet />
      <SiteJsonLd />
      <ToasterHost />
    </RegionProvider>
  );
}
