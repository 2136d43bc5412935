import { createRequire } from 'node:module';
import { rubricPhrases } from '../../supabase/functions/_shared/clues/engine/rubric-phrases';
import { signJwt } from '../../supabase/local/keys';
import { startTestStack } from '../../supabase/local/stack-testing';
import type { RunningStack } from '../../supabase/local/stack';
import {
  clueAgeBands,
  clueDifficulties,
  clueThemes,
  type ClueRequest,
} from '../../supabase/functions/_shared/domain/clue-request.ts';
import type { HuntRequestInput } from '../../supabase/functions/_shared/domain/hunt-request.ts';
import { median } from './section';
import type { BenchRow, BenchSection, SectionResult } from './section';

const DURATION_SECONDS = 5;
const CONNECTIONS = 10;
// generate-clue allows 30 calls a minute per member, and a 5-place hunt costs 5 of them; enough
// members keep the quota out of the figures.
const MEMBERS = 400;

type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  requests: (AutocannonRequest & { setupRequest?: (request: AutocannonRequest) => AutocannonRequest })[];
};
type AutocannonResult = {
  requests: { total: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type AutocannonInstance = PromiseLike<AutocannonResult> & {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
  ): void;
};
// autocannon ships CommonJS without type declarations; the slice used here is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => AutocannonInstance;

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Members as GoTrue stores them, each with a live session, and access tokens carrying GoTrue's claims. */
async function createMembers(stack: RunningStack): Promise<string[]> {
  const { rows } = await stack.db.query<{ id: string; email: string; session_id: string }>(
    `with members as (
       insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), 'authenticated', 'authenticated', 'bench-' || n || '@example.com', now(),
              '{"provider":"email","providers":["email"]}', '{}', now(), now()
       from generate_series(1, $1::int) as n
       returning id, email
     ), sessions as (
       insert into auth.sessions (id, user_id, created_at, updated_at, aal)
       select gen_random_uuid(), id, now(), now(), 'aal1' from members
       returning id as session_id, user_id
     )
     select members.id, members.email, sessions.session_id
     from members join sessions on sessions.user_id = members.id`,
    [MEMBERS],
  );
  const now = Math.floor(Date.now() / 1000);
  return Promise.all(
    rows.map((row) =>
      signJwt(
        {
          sub: row.id,
          aud: 'authenticated',
          role: 'authenticated',
          email: row.email,
          iat: now,
          exp: now + 3600,
          aal: 'aal1',
          session_id: row.session_id,
          is_anonymous: false,
        },
        stack.jwtSecret,
      ),
    ),
  );
}

async function measure(
  name: string,
  stack: RunningStack,
  tokens: string[],
  request: AutocannonRequest,
  /** Bodies sent in turn instead of `request.body`, so one scenario covers many inputs. */
  bodies: string[] = [],
): Promise<BenchRow> {
  let next = 0;
  let nextBody = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: stack.apiUrl,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        ...request,
        setupRequest: (outgoing) => {
          next = (next + 1) % tokens.length;
          nextBody = (nextBody + 1) % Math.max(1, bodies.length);
          return {
            ...outgoing,
            ...(bodies.length > 0 ? { body: bodies[nextBody] } : {}),
            headers: { ...outgoing.headers, apikey: stack.anonKey, authorization: `Bearer ${tokens[next]}` },
          };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    latencies.push(responseTimeMs);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    scenario: name,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': Number(median(latencies).toFixed(1)),
    'p95 ms': Number(percentile(latencies, 0.95).toFixed(1)),
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    errors: result.errors + result.timeouts,
  };
}

/** REST and edge-function throughput of the local stack (in-memory PGlite, built-in clue provider). */
export const backendSection: BenchSection = {
  name: 'Backend',
  async run(): Promise<SectionResult> {
    const stack = await startTestStack();
    try {
      const tokens = await createMembers(stack);
      const json = { 'content-type': 'application/json' };
      const rows = [
        await measure('REST select clues', stack, tokens, {
          method: 'GET',
          path: '/rest/v1/clues?select=*&order=created_at.desc&limit=20',
        }),
        // Members no longer write clues over REST (generate-clue does); deleting is their one write.
        await measure('REST delete clue', stack, tokens, {
          method: 'DELETE',
          path: '/rest/v1/clues?id=eq.00000000-0000-4000-8000-000000000000',
          headers: { prefer: 'return=minimal' },
        }),
        await measure('generate-clue', stack, tokens, {
          method: 'POST',
          path: '/functions/v1/generate-clue',
          headers: json,
          body: JSON.stringify({
            theme: 'adventure',
            difficulty: 'medium',
            location: 'under the kitchen table',
          } satisfies ClueRequest),
        }),
        // Parents' own phrases (most unknown to the knowledge base, so parsed word by word), every
        // difficulty and age band, half with a child's name.
        await measure(
          'generate-clue, 190 phrases × bands',
          stack,
          tokens,
          { method: 'POST', path: '/functions/v1/generate-clue', headers: json },
          rubricPhrases.flatMap(({ phrase }, index) =>
            clueDifficulties.map((difficulty, turn) =>
              JSON.stringify({
                theme: clueThemes[index % clueThemes.length]!,
                difficulty,
                location: phrase,
                ageBand: clueAgeBands[(index + turn) % clueAgeBands.length],
                ...(index % 2 === 0 ? { childName: 'Maya' } : {}),
              } satisfies ClueRequest),
            ),
          ),
        ),
        await measure('generate-hunt (5 places)', stack, tokens, {
          method: 'POST',
          path: '/functions/v1/generate-hunt',
          headers: json,
          body: JSON.stringify({
            theme: 'adventure',
            difficulty: 'medium',
            ageBand: '6-8',
            childName: 'Maya',
            places: [
              'under the kitchen table',
              'behind the bathroom door',
              'inside the piano bench',
              'under my pillow',
              'in the mailbox',
            ],
          } satisfies HuntRequestInput),
        }),
      ];
      const failing = rows.filter((row) => /\b[45]\d\d×/.test(String(row.statuses)));
      return {
        name: this.name,
        rows,
        notes: [
          ...failing.map((row) => `failed: ${row.scenario} answered ${row.statuses}`),
          `${DURATION_SECONDS} s per scenario, ${CONNECTIONS} connections, requests spread over ${MEMBERS} members; database ${stack.dbDescription}.`,
        ],
      };
    } finally {
      await stack.stop();
    }
  },
};
