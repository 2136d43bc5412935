import { lazy, Suspense, type ComponentType } from 'react';

import { consentCatalog } from '@/components/layout/consent/i18n/catalog';
import { env } from '@/config/env';
import { I18nProvider, loadCatalogs, useLocale } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { locales, type Locale } from '@domain/locales';

/** The tracking code with the consent bar's words in `locale`, both loaded after hydration. */
function trackingIn(locale: Locale): ComponentType {
  return lazy(async () => {
    const [{ Tracking }, messages] = await Promise.all([
      import('@/components/layout/tracking'),
      loadCatalogs([consentCatalog], locale),
    ]);
    return {
      default: function LocalizedTracking() {
        return (
          <I18nProvider messages={messages}>
            <Tracking />
          </I18nProvider>
        );
      },
    };
  });
}

// One lazy component per language of the list, made once (a component made during render would remount).
const tracking = Object.fromEntries(locales.map((locale) => [locale, trackingIn(locale)])) as Readonly<
  Record<Locale, ComponentType>
>;

/**
 * The pixel, its consent bar and page-view tracking, only in a build with a pixel id and only after
 * hydration: prerendered pages carry none of it, and it is not part of any page's first load.
 */
export function PrivacyHost() {
  const hydrated = useHydrated();
  const Tracking = tracking[useLocale()];
  return env.VITE_META_PIXEL_ID && hydrated ? (
    <Suspense fallback={null}>
      <Tracking />
    </Suspense>
  ) : null;
}
