import type { ReactNode } from 'react';

import { PageMeta } from '@/components/layout/page-meta';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { cn } from '@/lib/cn';

import { AuthProvider } from './auth-provider';
import { MemberHeader } from './member-header';
import { RequireAuth } from './require-auth';

const mainLayouts = {
  /** One column of content. */
  single: 'max-w-4xl content-start gap-6',
  /** The content and, on wide screens, a sidebar beside it (the clue generator's recent clues). */
  'with-sidebar': 'max-w-6xl gap-8 lg:grid-cols-[2fr_1fr]',
} as const;

/**
 * The frame of every member page (spec §2): the member's session, the page's title (never indexed), the
 * guard that sends a visitor without a session to the login page, the member header and the page's main
 * landmark, which the skip link leads to.
 */
export function MemberPage({
  title,
  description,
  layout = 'single',
  children,
}: {
  /** The page's <title>, before the site's name. */
  title: string;
  description: string;
  layout?: keyof typeof mainLayouts;
  children: ReactNode;
}) {
  return (
    <AuthProvider>
      <PageMeta title={title} description={description} noindex />
      <RequireAuth>
        <MemberHeader />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={cn('mx-auto grid px-4 py-10 outline-none', mainLayouts[layout])}
        >
          {children}
        </main>
      </RequireAuth>
    </AuthProvider>
  );
}

/** A member page's heading and the sentence under it. */
export function MemberPageHeading({
  title,
  intro,
  className,
}: {
  title: string;
  intro?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <h1 className="font-heading text-4xl font-bold text-ink">{title}</h1>
      {intro ? <p className="text-ink-muted">{intro}</p> : null}
    </div>
  );
}
