import { lazy, Suspense, type ReactNode } from 'react';

import { NavBar } from '@/components/layout/nav-bar';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';

// The footer is prerendered with the page and hydrates once its code arrives, after the first load
// (as a kit page's lower half does): its links work as plain links until then.
const Footer = lazy(() =>
  import('@/components/layout/footer').then((module) => ({ default: module.Footer })),
);

/** Navigation bar, the page's main landmark, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
