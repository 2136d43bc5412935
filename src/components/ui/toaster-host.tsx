import { lazy, Suspense, useSyncExternalStore } from 'react';

import { toastStore } from '@/lib/toast';

const LazyToaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

const hasToasts = () => toastStore.getSnapshot().length > 0;
const serverHasToasts = () => false;

/** Keeps Radix Toast off the first-load path: the toaster is fetched when the first toast is raised. */
export function ToasterHost() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasToasts, serverHasToasts);
  return needed ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
