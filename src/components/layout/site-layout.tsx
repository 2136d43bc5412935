import { lazy, Suspense, type ReactNode } from 'react';

import { NavBar } from '@/components/layout/nav-bar';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { useI18n } from '@/lib/i18n/i18n';

// The footer is prerendered with the page and hydrates once its code arrives, after the first load
// (as a kit page's lower half does): its links work as plain links until then. A visit switched to its
// remembered language before then draws the footer anew in that language (the boundary's key), rather
// than hydrating the other language's HTML.
const Footer = lazy(() =>
  import('@/components/layout/footer').then((module) => ({ default: module.Footer })),
);

/** Navigation bar, the page's main landmark, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Suspense key={locale} fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
