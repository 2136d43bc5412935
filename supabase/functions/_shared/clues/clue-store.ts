import type { SupabaseClient } from '@supabase/supabase-js';
import { checkClueOutput } from './clue-output.ts';
import type { ClueQuota, QuotaLimit } from './clue-quota.ts';
import type { ClueDifficulty, ClueTheme } from '../domain/clue-request.ts';

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
  created_at: string;
}

export type NewClue = Pick<ClueRecord, 'text' | 'theme' | 'difficulty' | 'location' | 'child_name'>;

interface ClaimRow {
  allowed: boolean;
  limit_reached: QuotaLimit | null;
  retry_after_seconds: number;
}

export type QuotaClaim = { allowed: true } | { allowed: false; limit: QuotaLimit; retryAfterSeconds: number };

/** What generate-clue needs from the backend, for the member whose access token it was given. */
export interface MemberClueStore {
  /** The member the access token belongs to, or null when it is missing, expired or not a member's. */
  currentMember(): Promise<{ id: string } | null>;
  claimGeneration(quota: ClueQuota): Promise<QuotaClaim>;
  saveClue(clue: NewClue): Promise<ClueRecord>;
}

/**
 * The store over a supabase-js client with the service role: members cannot claim quota or write
 * clues themselves (the limits and the output rules would be theirs to skip), so the function does
 * both for the member the access token names, once auth has confirmed that token.
 */
export function supabaseClueStore(serviceClient: SupabaseClient, accessToken: string): MemberClueStore {
  let memberId: string | undefined;
  const member = () => {
    if (!memberId) throw new Error('The member was not identified before writing for them.');
    return memberId;
  };
  return {
    async currentMember() {
      const { data, error } = await serviceClient.auth.getUser(accessToken);
      if (error || !data.user) return null;
      memberId = data.user.id;
      return { id: memberId };
    },
    async claimGeneration(quota) {
      const { data, error } = await serviceClient.rpc('claim_clue_generation', {
        member: member(),
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
      // The one place clue rows are written, so the output rules are checked here as the last gate.
      const checked = checkClueOutput(clue.text);
      if (!checked.ok) throw new Error(`Refusing to save the clue: ${checked.reason}`);
      const { data, error } = await serviceClient
        .from('clues')
        .insert({ ...clue, user_id: member() })
        .select()
        .single<ClueRecord>();
      if (error) throw new Error(`Could not save the clue: ${error.message}`);
      return data;
    },
  };
}
