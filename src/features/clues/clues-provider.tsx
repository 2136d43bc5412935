import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { deleteClue } from '@/features/clues/api/delete-clue';
import { getClues } from '@/features/clues/api/get-clues';
import type { ClueRow } from '@/lib/clue-row';

type CluesState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      /** The pages read so far, newest first. */
      clues: ClueRow[];
      /** All of the member's clues, read or not. */
      total: number;
      /** A further page on its way, or the last attempt at one failed. */
      more: 'idle' | 'loading' | 'failed';
    };

export type CluesContextValue = {
  state: CluesState;
  /** Puts a freshly stored clue first. */
  add(clue: ClueRow): void;
  /** Deletes on the server, then from the list; throws when the server refuses. */
  remove(id: string): Promise<void>;
  /** Reads the next page of older clues. */
  loadMore(): Promise<void>;
  /** Reads every page not read yet and resolves with the whole history; throws when a page fails. */
  loadAll(): Promise<ClueRow[]>;
};

const CluesContext = createContext<CluesContextValue | null>(null);

/** Appends a page, skipping clues the list already holds (one added since the first page). */
function withPage(clues: ClueRow[], page: ClueRow[]): ClueRow[] {
  const known = new Set(clues.map((clue) => clue.id));
  return [...clues, ...page.filter((clue) => !known.has(clue.id))];
}

/** The member's stored clue history, shared by the generator's side panel and the history page. */
export function CluesProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CluesState>({ status: 'loading' });
  // The latest state for the page loaders, which must not re-read a page another call is reading.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const pending = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let current = true;
    getClues().then(
      ({ clues, total }) => current && setState({ status: 'ready', clues, total, more: 'idle' }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, []);

  const add = useCallback((clue: ClueRow) => {
    setState((prev) =>
      prev.status === 'ready'
        ? {
            ...prev,
            clues: [clue, ...prev.clues.filter((item) => item.id !== clue.id)],
            total: prev.total + (prev.clues.some((item) => item.id === clue.id) ? 0 : 1),
          }
        : { status: 'ready', clues: [clue], total: 1, more: 'idle' },
    );
  }, []);

  const remove = useCallback(async (id: string) => {
    await deleteClue(id);
    setState((prev) =>
      prev.status === 'ready' && prev.clues.some((c) => c.id === id)
        ? { ...prev, clues: prev.clues.filter((c) => c.id !== id), total: prev.total - 1 }
        : prev,
    );
  }, []);

  const loadMore = useCallback((): Promise<void> => {
    const now = stateRef.current;
    if (now.status !== 'ready' || now.clues.length >= now.total) return Promise.resolve();
    if (pending.current) return pending.current;
    setState((prev) => (prev.status === 'ready' ? { ...prev, more: 'loading' } : prev));
    // The list mirrors the server (adds first, deletes gone), so its length is the next offset.
    const loading = getClues(now.clues.length)
      .then(
        (page) =>
          setState((prev) => {
            if (prev.status !== 'ready') return prev;
            const clues = withPage(prev.clues, page.clues);
            // An empty page means clues were deleted elsewhere: nothing further to offer.
            const total = page.clues.length === 0 ? clues.length : page.total;
            return { ...prev, clues, total, more: 'idle' };
          }),
        (error: unknown) => {
          setState((prev) => (prev.status === 'ready' ? { ...prev, more: 'failed' } : prev));
          throw error;
        },
      )
      .finally(() => {
        pending.current = null;
      });
    pending.current = loading;
    return loading;
  }, []);

  const loadAll = useCallback(async (): Promise<ClueRow[]> => {
    await pending.current?.catch(() => undefined);
    const now = stateRef.current;
    if (now.status !== 'ready') return [];
    let { clues, total } = now;
    while (clues.length < total) {
      const page = await getClues(clues.length).catch((error: unknown) => {
        setState((prev) => (prev.status === 'ready' ? { ...prev, more: 'failed' } : prev));
        throw error;
      });
      // Fewer clues than counted (some deleted meanwhile): what was read is all there is.
      if (page.clues.length === 0) total = clues.length;
      else ({ clues, total } = { clues: withPage(clues, page.clues), total: page.total });
    }
    setState((prev) => (prev.status === 'ready' ? { ...prev, clues, total, more: 'idle' } : prev));
    return clues;
  }, []);

  const value = useMemo(
    () => ({ state, add, remove, loadMore, loadAll }),
    [state, add, remove, loadMore, loadAll],
  );
  return <CluesContext value={value}>{children}</CluesContext>;
}

export function useClues(): CluesContextValue {
  const value = use(CluesContext);
  if (!value) throw new Error('useClues must be used inside <CluesProvider>.');
  return value;
}
