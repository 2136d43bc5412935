import type { ClueRequest } from '@domain/clue-request';
import type { SafetyNote } from '@domain/safe-place-check';
import type { ClueRow } from '@/lib/clue-row';
import { callFunctionAsMember } from '@/lib/member-function-client';

import { safetyFrom } from './safety-from';

/** Who wrote the clue: an LLM, or the built-in offline engine (the page says so). */
export type ClueSource = 'llm' | 'built-in';

export type GenerateClueResult =
  | { ok: true; clue: string; record: ClueRow; source: ClueSource; safety: SafetyNote | null }
  | { ok: false; message?: string };

/**
 * Asks the generate-clue function for a clue; it stores the clue as the caller and returns the row.
 * A refusal with a message meant for the member (a quota, a rejected location) comes back as `message`;
 * `safety` is the note the function adds when the place is one a card must never send a child to.
 */
export async function generateClue(input: ClueRequest): Promise<GenerateClueResult> {
  const result = await callFunctionAsMember('generate-clue', input);
  if (!result.ok)
    return (result.status === 429 || result.status === 400) && result.message
      ? { ok: false, message: result.message }
      : { ok: false };
  const data = result.data as { clue?: unknown; record?: ClueRow; source?: unknown; safety?: unknown } | null;
  if (!data?.record || typeof data.clue !== 'string') return { ok: false };
  return {
    ok: true,
    clue: data.clue,
    record: data.record,
    source: data.source === 'llm' ? 'llm' : 'built-in',
    safety: safetyFrom(data.safety),
  };
}
