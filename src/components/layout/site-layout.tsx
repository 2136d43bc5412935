import type { ReactNode } from 'react';

import { Footer } from '@/components/layout/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';

/** Navigation bar, the page's main landmark, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
