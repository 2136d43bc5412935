import { lazy, Suspense } from 'react';

import type { Kit } from '@domain/kits';

// The form and its texts are their own chunk: kit pages on sale never load them, and the others fetch
// them after the first load (the prerendered HTML holds the form, which works before they arrive).
const NotifyMeForm = lazy(() => import('./notify-me-form'));

/** 'Tell me when it's available' on the page of a kit that is not on sale (issue 29 §2). */
export function NotifyMe({ kit }: { kit: Pick<Kit, 'slug'> }) {
  return (
    <Suspense fallback={null}>
      <NotifyMeForm kit={kit} />
    </Suspense>
  );
}
