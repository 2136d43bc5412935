import { FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';

import {
  CHILD_NAME_MAX_LENGTH,
  CHILD_NAME_PATTERN,
  childNameMessage,
  clueAgeBands,
  clueDifficulties,
  clueThemes,
  LOCATION_MAX_LENGTH,
} from '@/features/clues/clue-options';
import type { ClueRow } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

/** The generator form (an unchosen select holds ''); the edge function checks the same rules again. */
export const generateClueInputSchema = z.object({
  theme: z.string().pipe(z.enum(clueThemes, { error: 'Please choose a theme' })),
  difficulty: z.string().pipe(z.enum(clueDifficulties, { error: 'Please choose a difficulty' })),
  customPrompt: z
    .string()
    .trim()
    .min(1, 'Please describe where you want to hide the clue.')
    .max(LOCATION_MAX_LENGTH, `Please keep the hiding place under ${LOCATION_MAX_LENGTH} characters.`),
  ageBand: z.string().pipe(z.enum(clueAgeBands, { error: 'Please choose an age band' })),
  // Optional: a blank field sends no name.
  childName: z
    .string()
    .trim()
    .max(CHILD_NAME_MAX_LENGTH, childNameMessage)
    .refine((name) => name === '' || CHILD_NAME_PATTERN.test(name), childNameMessage)
    .transform((name) => (name === '' ? undefined : name)),
});
export type GenerateClueInput = z.infer<typeof generateClueInputSchema>;

/** Who wrote the clue: an LLM, or the built-in offline engine (the page says so). */
export type ClueSource = 'llm' | 'built-in';

export type GenerateClueResult =
  { ok: true; clue: string; record: ClueRow; source: ClueSource } | { ok: false; message?: string };

/**
 * Asks the generate-clue function for a clue; it stores the clue as the caller and returns the row.
 * A refusal with a message meant for the member (a quota, a rejected location) comes back as `message`.
 */
export async function generateClue(input: GenerateClueInput): Promise<GenerateClueResult> {
  const { data, error } = await supabase.functions.invoke<{
    clue: string;
    record: ClueRow;
    source?: ClueSource;
  }>('generate-clue', {
    body: {
      theme: input.theme,
      difficulty: input.difficulty,
      location: input.customPrompt,
      ageBand: input.ageBand,
      ...(input.childName ? { childName: input.childName } : {}),
    },
  });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      if (response.status === 429 || response.status === 400) {
        const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
        if (typeof body?.error === 'string') return { ok: false, message: body.error };
      }
    }
    return { ok: false };
  }
  if (!data?.record || typeof data.clue !== 'string') return { ok: false };
  return {
    ok: true,
    clue: data.clue,
    record: data.record,
    source: data.source === 'llm' ? 'llm' : 'built-in',
  };
}
