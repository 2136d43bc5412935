import { vi } from 'vitest';

import type { ClueRow } from '@/lib/clue-row';

type Listener = (event: string, session: unknown) => void;

/** The access token of the fake member's session. */
export const FAKE_MEMBER_TOKEN = 'member-token';

/**
 * A stand-in for the supabase-js client in component tests: auth events are driven by the test,
 * calls are spies. Function calls go through fetch (stub them with testing/function-calls.ts).
 * End-to-end tests use the real client against the local stack instead.
 */
export function createFakeSupabase() {
  const listeners = new Set<Listener>();
  type FakeSession = { access_token: string; user: { id: string; email: string } };
  let session: FakeSession | null = null;
  const sessionOf = (email: string): FakeSession => ({
    access_token: FAKE_MEMBER_TOKEN,
    user: { id: 'user-1', email },
  });

  const emit = (event: string, next: typeof session) => {
    session = next;
    listeners.forEach((listener) => listener(event, next));
  };

  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      queueMicrotask(() => listener('INITIAL_SESSION', session));
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    signInWithPassword: vi.fn(async () => ({ data: {}, error: null as unknown })),
    signUp: vi.fn(async () => ({ data: {}, error: null as unknown })),
    signOut: vi.fn(async () => {
      emit('SIGNED_OUT', null);
      return { error: null as unknown };
    }),
    resend: vi.fn(async () => ({ data: {}, error: null as unknown })),
    resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null as unknown })),
    updateUser: vi.fn(async () => ({ data: {}, error: null as unknown })),
  };

  let clues: ClueRow[] = [];
  /** Each `range` asked of the clues table, as [from, to], to check the history reads in pages. */
  const ranges: [number, number][] = [];
  // Tests give the rows newest first, as the query orders them; `range` is inclusive and `count`
  // covers the whole table, as with PostgREST.
  const cluesQuery = {
    order: () => cluesQuery,
    range: (start: number, end: number) => {
      ranges.push([start, end]);
      const result = { data: clues.slice(start, end + 1), count: clues.length, error: null };
      return { overrideTypes: async () => result };
    },
  };
  const from = vi.fn(() => ({
    select: () => cluesQuery,
    delete: () => ({
      eq: async (_column: string, id: string) => {
        clues = clues.filter((clue) => clue.id !== id);
        return { error: null };
      },
    }),
  }));

  return {
    client: { auth, from },
    signIn(email = 'parent@example.com') {
      emit('SIGNED_IN', sessionOf(email));
    },
    /** Sets the session reported at start, before any provider mounts. */
    startSignedIn(email = 'parent@example.com') {
      session = sessionOf(email);
    },
    signOutElsewhere() {
      emit('SIGNED_OUT', null);
    },
    setClues(rows: ClueRow[]) {
      clues = rows;
    },
    ranges,
  };
}

let clueCount = 0;
export const makeClue = (overrides: Partial<ClueRow> = {}): ClueRow => {
  clueCount += 1;
  return {
    id: `clue-${clueCount}`,
    user_id: 'user-1',
    text: `Clue text number ${clueCount}.`,
    theme: 'adventure',
    difficulty: 'easy',
    location: 'Kitchen',
    child_name: null,
    locale: 'en',
    created_at: new Date(Date.UTC(2026, 10, 1, 12, clueCount)).toISOString(),
    ...overrides,
  };
};
