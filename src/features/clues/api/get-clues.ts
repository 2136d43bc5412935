import type { ClueRow } from '@/lib/clue-row';
import { supabase } from '@/lib/supabase';

/**
 * Rows per request: well under hosted Supabase's max_rows (1,000), which cuts longer answers
 * without an error, so a long history is read page by page instead of trusting one big select.
 */
export const CLUE_PAGE_SIZE = 100;

export interface CluePage {
  clues: ClueRow[];
  /** How many clues the member has in all, so the list knows what is left and numbers its cards. */
  total: number;
}

/**
 * One page of the signed-in member's clues, newest first (id breaks ties so pages never overlap).
 * Row-level security limits them to the member's own.
 */
export async function getClues(offset = 0, pageSize = CLUE_PAGE_SIZE): Promise<CluePage> {
  const { data, count, error } = await supabase
    .from('clues')
    .select('*', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + pageSize - 1)
    .overrideTypes<ClueRow[], { merge: false }>();
  if (error) throw new Error(error.message);
  return { clues: data, total: count ?? offset + data.length };
}
