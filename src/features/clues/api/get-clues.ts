import type { ClueRow } from '@/lib/clue-row';
import { supabase } from '@/lib/supabase';

/** The signed-in member's clues, newest first. Row-level security limits them to the member's own. */
export async function getClues(): Promise<ClueRow[]> {
  const { data, error } = await supabase.from('clues').select('*').order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  // The table's check constraints hold theme and difficulty to the domain's values (see ClueRow).
  return data as ClueRow[];
}
