import type { HuntRow } from '../domain/hunt-request.ts';
import type { ClueDifficulty, ClueTheme } from '../domain/clue-request.ts';
import type { Locale } from '../domain/locales.ts';
import type { SupabaseService } from '../http/supabase-service.ts';
import { checkClueOutput } from './clue-output.ts';
import type { ClueQuota, QuotaLimit } from './clue-quota.ts';

/** A row of public.clues as the API returns it. */
export interface ClueRecord {
  id: string;
  user_id: string;
  text: string;
  theme: ClueTheme;
  difficulty: ClueDifficulty;
  location: string;
  /** The child's name the text or the hiding place holds, until the retention purge takes it out. */
  child_name: string | null;
  /** The language the clue is written in: the request's. */
  locale: Locale;
  created_at: string;
}

export type NewClue = Pick<
  ClueRecord,
  'text' | 'theme' | 'difficulty' | 'location' | 'child_name' | 'locale'
>;

/** A hunt to save; its title is the database's (public.hunt_title, in the hunt's language). */
export type NewHunt = Pick<
  HuntRow,
  'theme' | 'difficulty' | 'age_band' | 'child_name' | 'treasure' | 'places' | 'clue_texts' | 'locale'
>;

export type QuotaClaim = { allowed: true } | { allowed: false; limit: QuotaLimit; retryAfterSeconds: number };

/**
 * What generate-clue and generate-hunt need from the backend. Every read and write names the member
 * the handler verified, because the store acts with the service role: members cannot claim quota or
 * write clues and hunts themselves (the limits and the output rules would be theirs to skip).
 */
export interface ClueStore {
  /** The member the access token belongs to, or null when it is missing, expired or not a member's. */
  currentMember(accessToken: string): Promise<{ id: string } | null>;
  /**
   * Claims `generations` clue generations at once, or none: one for a clue, one per place for a hunt,
   * counted together under one per-member lock (public.claim_clue_generations).
   */
  claimGenerations(memberId: string, generations: number, quota: ClueQuota): Promise<QuotaClaim>;
  saveClue(memberId: string, clue: NewClue): Promise<ClueRecord>;
  insertHunt(memberId: string, hunt: NewHunt): Promise<HuntRow>;
  /** The member's hunt, or null when there is none with this id among theirs. */
  getHunt(memberId: string, huntId: string): Promise<HuntRow | null>;
  /**
   * Replaces the card texts when the row is still as `seen` (its updated_at); null when it changed
   * in the meantime, so the caller can read it again instead of overwriting another edit.
   */
  updateClueTexts(memberId: string, seen: HuntRow, clueTexts: string[]): Promise<HuntRow | null>;
}

/** What generate-clue uses of the store. */
export type MemberClueStore = Pick<ClueStore, 'currentMember' | 'claimGenerations' | 'saveClue'>;
/** What generate-hunt uses of the store. */
export type HuntStore = Omit<ClueStore, 'saveClue'>;

interface ClaimRow {
  allowed: boolean;
  limit_reached: QuotaLimit | null;
  retry_after_seconds: number;
}

/** The store over the project's REST and Auth APIs with the service role. */
export function clueStore(service: SupabaseService): ClueStore {
  return {
    async currentMember(accessToken) {
      const user = await service.userOf(accessToken);
      return user && user.role === 'authenticated' ? { id: user.id } : null;
    },
    async claimGenerations(memberId, generations, quota) {
      const rows = await service
        .rpc<ClaimRow[] | null>('claim_clue_generations', {
          member: memberId,
          generations,
          per_minute: quota.perMinute,
          per_day: quota.perDay,
        })
        .catch(failed('check the clue quota'));
      // The function returns a one-row table; anything else is a broken contract, not a verdict.
      const row = rows?.[0];
      if (!row || typeof row.allowed !== 'boolean')
        throw new Error('Could not check the clue quota: unexpected answer.');
      if (row.allowed) return { allowed: true };
      return {
        allowed: false,
        limit: row.limit_reached ?? 'minute',
        retryAfterSeconds: row.retry_after_seconds,
      };
    },
    async saveClue(memberId, clue) {
      // The one place clue rows are written, so the output rules are checked here as the last gate.
      const checked = checkClueOutput(clue.text);
      if (!checked.ok) throw new Error(`Refusing to save the clue: ${checked.reason}`);
      const rows = await service
        .insert<ClueRecord>('clues', { ...clue, user_id: memberId })
        .catch(failed('save the clue'));
      return one(rows, 'save the clue');
    },
    async insertHunt(memberId, hunt) {
      const rows = await service
        .insert<HuntRow>('hunts', { ...hunt, user_id: memberId })
        .catch(failed('save the hunt'));
      return one(rows, 'save the hunt');
    },
    async getHunt(memberId, huntId) {
      const rows = await service
        .select<HuntRow>('hunts', { select: '*', id: `eq.${huntId}`, user_id: `eq.${memberId}` })
        .catch(failed('read the hunt'));
      return rows[0] ?? null;
    },
    async updateClueTexts(memberId, seen, clueTexts) {
      const rows = await service
        .update<HuntRow>(
          'hunts',
          { id: `eq.${seen.id}`, user_id: `eq.${memberId}`, updated_at: `eq.${seen.updated_at}` },
          { clue_texts: clueTexts, updated_at: new Date().toISOString() },
        )
        .catch(failed('save the hunt'));
      return rows[0] ?? null;
    },
  };
}

/** Rethrows a failed call as what the store could not do, for the function's log. */
const failed =
  (what: string) =>
  (error: unknown): never => {
    throw new Error(`Could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
  };

/** The row an insert wrote. */
function one<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`Could not ${what}: the database answered no row.`);
  return row;
}
