import type { ClueRow } from '@/lib/clue-row';
import { supabase } from '@/lib/supabase';

/** The signed-in member's clues, newest first. Row-level security limits them to the member's own. */
export async function getClues(): Promise<ClueRow[]> {
  const { data, error } = await supabase
    .from('clues')
    .select('*')
    .order('created_at', { ascending: false })
    .overrideTypes<ClueRow[], { merge: false }>();
  if (error) throw new Error(error.message);
  return data;
}
