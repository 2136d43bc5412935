import type { HuntClueEdit, HuntClueRegenerate, HuntRequestInput, Hunt } from '@domain/hunt-request';
import type { SafetyNote } from '@domain/safe-place-check';

import { callFunctionAsMember } from '@/lib/member-function-client';

import { safetyFrom } from './safety-from';

/** A hunt with, card by card, the safety note beside it (null where the card's place is safe). */
export type HuntWithSafety = { hunt: Hunt; safety: (SafetyNote | null)[] };

/** A refusal's `fieldErrors`: the message about each field of the request, by its path (`places.1`). */
export type HuntResult =
  | ({ ok: true } & HuntWithSafety)
  | { ok: false; status: number; message?: string; fieldErrors?: Record<string, string> };

/** The refusals whose message is meant for the member: bad input, a broken output rule, the quota. */
const MEMBER_MESSAGE_STATUSES = [400, 404, 429];

/** generate-hunt answers every action with `{hunt, safety}`. */
async function callGenerateHunt(method: 'POST' | 'PATCH' | 'PUT', body: object): Promise<HuntResult> {
  const result = await callFunctionAsMember('generate-hunt', body, { method });
  if (!result.ok)
    return {
      ok: false,
      status: result.status,
      message: MEMBER_MESSAGE_STATUSES.includes(result.status) ? result.message : undefined,
      fieldErrors: result.status === 400 ? result.fieldErrors : undefined,
    };
  const data = result.data as { hunt?: Hunt; safety?: unknown } | null;
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
