import { useSyncExternalStore } from 'react';

import { toast, toastStore, type ToastItem } from '@/lib/toast';

const noToasts: readonly ToastItem[] = [];
const serverSnapshot = () => noToasts;

/** The current toasts, for the toaster; pages call `toast()` (also returned here for convenience). */
export function useToast() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, serverSnapshot);
  return { toasts, toast, dismiss: toastStore.dismiss };
}
