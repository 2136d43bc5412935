export type ToastVariant = 'default' | 'destructive';

export type ToastAction = {
  label: string;
  /** What a screen reader user hears as the alternative way to do it (Radix requires it). */
  altText?: string;
  /** An in-app path to go to. */
  to?: string;
  onClick?: () => void;
};

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
};

export type ToastItem = ToastInput & { id: number; open: boolean };

/** More would bury the page on small screens; the oldest gives way. */
export const TOAST_LIMIT = 3;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

const emit = (next: readonly ToastItem[]) => {
  items = next;
  listeners.forEach((listener) => listener());
};

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): readonly ToastItem[] {
    return items;
  },
  /** Marks a toast closed, letting its exit animation run; `remove` takes it out afterwards. */
  dismiss(id: number): void {
    emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  },
  remove(id: number): void {
    emit(items.filter((item) => item.id !== id));
  },
  clear(): void {
    emit([]);
  },
};

/** Shows a notice. The toaster UI loads on the first call, so pages that never toast never pay for it. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => toastStore.dismiss(id) };
}
