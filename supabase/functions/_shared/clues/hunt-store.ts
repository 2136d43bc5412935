import type { SupabaseClient } from '@supabase/supabase-js';
import type { ClueQuota, QuotaLimit } from './clue-quota.ts';
import type { QuotaClaim } from './clue-store.ts';
import type { HuntRow } from '../domain/hunt-request.ts';

export type NewHunt = Pick<
  HuntRow,
  'title' | 'theme' | 'difficulty' | 'age_band' | 'child_name' | 'treasure' | 'places' | 'clue_texts'
>;

/**
 * What generate-hunt needs from the backend. Every read and write names the member it verified,
 * because the store acts with the service role: members have no write grant on public.hunts.
 */
export interface HuntStore {
  /** The member the access token belongs to, or null when it is missing, expired or not a member's. */
  currentMember(accessToken: string): Promise<{ id: string } | null>;
  /** Claims `generations` clue generations at once, or none. */
  claimGenerations(memberId: string, generations: number, quota: ClueQuota): Promise<QuotaClaim>;
  insertHunt(memberId: string, hunt: NewHunt): Promise<HuntRow>;
  /** The member's hunt, or null when there is none with this id among theirs. */
  getHunt(memberId: string, huntId: string): Promise<HuntRow | null>;
  /**
   * Replaces the card texts when the row is still as `seen` (its updated_at); null when it changed
   * in the meantime, so the caller can read it again instead of overwriting another edit.
   */
  updateClueTexts(memberId: string, seen: HuntRow, clueTexts: string[]): Promise<HuntRow | null>;
}

interface ClaimRow {
  allowed: boolean;
  limit_reached: QuotaLimit | null;
  retry_after_seconds: number;
}

/** The store over a supabase-js client created with the service-role key. */
export function supabaseHuntStore(client: SupabaseClient): HuntStore {
  return {
    async currentMember(accessToken) {
      const { data, error } = await client.auth.getUser(accessToken);
      if (error || !data.user || data.user.role !== 'authenticated') return null;
      return { id: data.user.id };
    },
    async claimGenerations(memberId, generations, quota) {
      const { data, error } = await client.rpc('claim_clue_generations', {
        member: memberId,
        generations,
        per_minute: quota.perMinute,
        per_day: quota.perDay,
      });
      if (error) throw new Error(`Could not check the clue quota: ${error.message}`);
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
    async insertHunt(memberId, hunt) {
      const { data, error } = await client
        .from('hunts')
        .insert({ ...hunt, user_id: memberId })
        .select()
        .single<HuntRow>();
      if (error) throw new Error(`Could not save the hunt: ${error.message}`);
      return data;
    },
    async getHunt(memberId, huntId) {
      const { data, error } = await client
        .from('hunts')
        .select('*')
        .eq('id', huntId)
        .eq('user_id', memberId)
        .maybeSingle<HuntRow>();
      if (error) throw new Error(`Could not read the hunt: ${error.message}`);
      return data;
    },
    async updateClueTexts(memberId, seen, clueTexts) {
      const { data, error } = await client
        .from('hunts')
        .update({ clue_texts: clueTexts, updated_at: new Date().toISOString() })
        .eq('id', seen.id)
        .eq('user_id', memberId)
        .eq('updated_at', seen.updated_at)
        .select();
      if (error) throw new Error(`Could not save the hunt: ${error.message}`);
      return (data as HuntRow[])[0] ?? null;
    },
  };
}
