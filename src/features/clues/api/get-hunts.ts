import { huntFromRow, type Hunt, type HuntRow } from '@domain/hunt-request';

import { supabase } from '@/lib/supabase';

// The generated row types say `text` where the table's checks allow only the domain's values.

/** The signed-in member's hunts, newest first. Row-level security limits them to the member's own. */
export async function getHunts(): Promise<Hunt[]> {
  const { data, error } = await supabase
    .from('hunts')
    .select('*')
    .order('created_at', { ascending: false })
    .overrideTypes<HuntRow[], { merge: false }>();
  if (error) throw new Error(error.message);
  return data.map(huntFromRow);
}

/** One of the member's hunts, or null when there is no such hunt among theirs. */
export async function getHunt(id: string): Promise<Hunt | null> {
  const { data, error } = await supabase
    .from('hunts')
    .select('*')
    .eq('id', id)
    .maybeSingle()
    .overrideTypes<HuntRow | null, { merge: false }>();
  if (error) throw new Error(error.message);
  return data ? huntFromRow(data) : null;
}

export async function deleteHunt(id: string): Promise<void> {
  const { error } = await supabase.from('hunts').delete().eq('id', id);
  if (error) throw new Error(error.message);
}
