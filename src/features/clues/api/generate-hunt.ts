import type { HuntClueEdit, HuntClueRegenerate, HuntRequestInput, Hunt } from '@domain/hunt-request';
import { FunctionsHttpError } from '@supabase/supabase-js';

import { supabase } from '@/lib/supabase';

export type HuntResult = { ok: true; hunt: Hunt } | { ok: false; status: number; message?: string };

/**
 * generate-hunt answers every action with `{hunt}`; a refusal meant for the member (bad input,
 * a clue that breaks the output rules, the quota) comes back with the function's own message.
 */
async function callGenerateHunt(method: 'POST' | 'PATCH' | 'PUT', body: object): Promise<HuntResult> {
  const { data, error } = await supabase.functions.invoke<{ hunt: Hunt }>('generate-hunt', {
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
  return { ok: true, hunt: data.hunt };
}

/** Plans a whole hunt: one card per place, chained, stored as the caller's. */
export const planHunt = (input: HuntRequestInput) => callGenerateHunt('POST', input);

/** Saves the parent's own text for one card; the function checks it against the output rules. */
export const editHuntClue = (edit: HuntClueEdit) => callGenerateHunt('PATCH', edit);

/** Writes one card again (counts as one generation). */
export const regenerateHuntClue = (card: HuntClueRegenerate) => callGenerateHunt('PUT', card);
