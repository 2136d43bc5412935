import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { inlineNoticesIn } from '@/config/inline-notices';
import type { Locale } from '@domain/locales';

/**
 * /templates when no kit matches the category and search: the spec's inline notice and a way back to
 * every kit. Only the app shows it (the prerendered list holds every kit), so the browser fetches this
 * module once the page is live; it draws in the page's language, holding no hooks of its own.
 */
export function emptyAdventures(locale: Locale, onShowAll: () => void): ReactNode {
  const notices = inlineNoticesIn[locale];
  return (
    <div className="rounded-card border-2 border-dashed border-line bg-surface px-6 py-12 text-center">
      <h2 className="font-heading text-2xl font-bold text-ink">{notices.emptyCategory}</h2>
      <p className="mt-2 text-ink-muted">{notices.emptyCategoryText}</p>
      <Button className="mt-6" onClick={onShowAll}>
        {notices.emptyCategoryAction}
      </Button>
    </div>
  );
}
