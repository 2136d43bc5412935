import type { SupabaseClient } from '@supabase/supabase-js';
import type { ClueQuota, QuotaLimit } from './clue-quota.ts';
import type { ClueDifficulty, ClueTheme } from './domain/clue-request.ts';

/** A row of public.clues as the API returns it. */
export interface ClueRecord {
  id: string;
  user_id: string;
  text: string;
  theme: ClueTheme;
  difficulty: ClueDifficulty;
  location: string;
  created_at: string;
}

export type NewClue = Pick<ClueRecord, 'text' | 'theme' | 'difficulty' | 'location'>;

interface ClaimRow {
  allowed: boolean;
  limit_reached: QuotaLimit | null;
  retry_after_seconds: number;
}

export type QuotaClaim = { allowed: true } | { allowed: false; limit: QuotaLimit; retryAfterSeconds: number };

/** What generate-clue needs from the backend, always acting as the calling member. */
export interface MemberClueStore {
  /** The member the access token belongs to, or null when it is missing, expired or not a member's. */
  currentMember(): Promise<{ id: string } | null>;
  claimGeneration(quota: ClueQuota): Promise<QuotaClaim>;
  saveClue(clue: NewClue): Promise<ClueRecord>;
}

/**
 * The store over a supabase-js client created with the caller's Authorization header, so every query
 * runs as the member and row-level security decides what they may read and write.
 */
export function supabaseClueStore(client: SupabaseClient, accessToken: string): MemberClueStore {
  return {
    async currentMember() {
      const { data, error } = await client.auth.getUser(accessToken);
      if (error || !data.user) return null;
      return { id: data.user.id };
    },
    async claimGeneration(quota) {
      const { data, error } = await client.rpc('claim_clue_generation', {
        per_minute: quota.perMinute,
        per_day: quota.perDay,
      });
      if (error) throw new Error(`Could not check the clue quota: ${error.message}`);
      // The function returns a one-row table; anything else is a broken contract, not a verdict.
      const row = (data as ClaimRow[] | null)?.[0];
      if (!row || typeof row.allowed !== 'boolean')
        throw new Error('Could not check the clue quota: unexpected answer.');
      if (row.allowed) return { allowed: true };
      return {
        allowed: false,
        limit: row.limit_reached ?? 'minute',
        retryAfterSeconds: row.retry_after_seconds,
      };
    },
    async saveClue(clue) {
      const { data, error } = await client.from('clues').insert(clue).select().single<ClueRecord>();
      if (error) throw new Error(`Could not save the clue: ${error.message}`);
      return data;
    },
  };
}
