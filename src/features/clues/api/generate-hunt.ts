import type { HuntClueEdit, HuntClueRegenerate, HuntRequestInput, Hunt } from '@domain/hunt-request';
import type { SafetyNote } from '@domain/safe-place-check';
import { FunctionsHttpError } from '@supabase/supabase-js';

import { supabase } from '@/lib/supabase';

import { safetyFrom } from './safety-from';

/** A hunt with, card by card, the safety note beside it (null where the card's place is safe). */
export type HuntWithSafety = { hunt: Hunt; safety: (SafetyNote | null)[] };

export type HuntResult = ({ ok: true } & HuntWithSafety) | { ok: false; status: number; message?: string };

/**
 * generate-hunt answers every action with `{hunt, safety}`; a refusal meant for the member (bad input,
 * a clue that breaks the output rules, the quota) comes back with the function's own message.
 */
async function callGenerateHunt(method: 'POST' | 'PATCH' | 'PUT', body: object): Promise<HuntResult> {
  const { data, error } = await supabase.functions.invoke<{ hunt: Hunt; safety?: unknown }>('generate-hunt', {
    method,
    body: body as Record<string, unknown>,
  });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
      const message = [400, 404, 429].includes(response.status) && typeof answer?.error === 'string';
      return { ok: false, status: response.status, message: message ? (answer?.error as string) : undefined };
    }
    return { ok: false, status: 0 };
  }
  if (!data?.hunt || !Array.isArray(data.hunt.clues)) return { ok: false, status: 0 };
  const safety = Array.isArray(data.safety) ? data.safety : [];
  return { ok: true, hunt: data.hunt, safety: data.hunt.clues.map((_, index) => safetyFrom(safety[index])) };
}

/** Plans a whole hunt: one card per place, chained, stored as the caller's. */
export const planHunt = (input: HuntRequestInput) => callGenerateHunt('POST', input);

/** Saves the parent's own text for one card; the function checks it against the output rules. */
export const editHuntClue = (edit: HuntClueEdit) => callGenerateHunt('PATCH', edit);

/** Writes one card again (counts as one generation). */
export const regenerateHuntClue = (card: HuntClueRegenerate) => callGenerateHunt('PUT', card);
