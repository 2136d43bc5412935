import { supabase } from '@/lib/supabase';

export async function deleteClue(id: string): Promise<void> {
  const { error } = await supabase.from('clues').delete().eq('id', id);
  if (error) throw new Error(error.message);
}
