import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { deleteClue } from '@/features/clues/api/delete-clue';
import { getClues } from '@/features/clues/api/get-clues';
import type { ClueRow } from '@/lib/clue-row';

type CluesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; clues: ClueRow[] };

export type CluesContextValue = {
  state: CluesState;
  /** Puts a freshly stored clue first. */
  add(clue: ClueRow): void;
  /** Deletes on the server, then from the list; throws when the server refuses. */
  remove(id: string): Promise<void>;
  reload(): void;
};

const CluesContext = createContext<CluesContextValue | null>(null);

/** The member's stored clue history, shared by the generator's side panel and the history page. */
export function CluesProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CluesState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    getClues().then(
      (clues) => current && setState({ status: 'ready', clues }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [generation]);

  const add = useCallback((clue: ClueRow) => {
    setState((prev) => ({
      status: 'ready',
      clues: [clue, ...(prev.status === 'ready' ? prev.clues.filter((item) => item.id !== clue.id) : [])],
    }));
  }, []);

  const remove = useCallback(async (id: string) => {
    await deleteClue(id);
    setState((prev) =>
      prev.status === 'ready' ? { status: 'ready', clues: prev.clues.filter((c) => c.id !== id) } : prev,
    );
  }, []);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setGeneration((value) => value + 1);
  }, []);

  const value = useMemo(() => ({ state, add, remove, reload }), [state, add, remove, reload]);
  return <CluesContext value={value}>{children}</CluesContext>;
}

export function useClues(): CluesContextValue {
  const value = use(CluesContext);
  if (!value) throw new Error('useClues must be used inside <CluesProvider>.');
  return value;
}
