import { childNameMask } from './child-names.ts';
import { type ClueProvider, generateClue } from './clue-providers.ts';
import { containsUnsafeWords, containsUrl } from './clue-output.ts';
import { type ClueQuota, quotaExceededResponse } from './clue-quota.ts';
import { parseClueRequest } from '../domain/clue-request.ts';
import { safetyNoteFor } from '../domain/safe-place-check.ts';
import type { MemberClueStore } from './clue-store.ts';
import { jsonResponse } from '../http/cors.ts';
import { bearerToken, readJsonBody, refuseMethod, requestMessages } from '../http/request.ts';

export interface GenerateClueDeps {
  /** Reads and writes for the member the handler verified. */
  store: MemberClueStore;
  /** Tried in order for each request. */
  providers: readonly ClueProvider[];
  quota: ClueQuota;
  /** Where provider failures and unexpected errors are reported (never the member's text). */
  log?: (message: string) => void;
}

export const clueMessages = {
  methodNotAllowed: requestMessages.postOnly,
  signInRequired: 'Please sign in to generate clues.',
  invalidJson: requestMessages.invalidJson,
  unsafeLocation: 'Please describe the hiding place in plain, kind words, without links.',
  unsafeChildName: "Child's name must be a name in plain, kind words.",
  generationFailed: 'Failed to generate clue. Please try again.',
  saveFailed: 'The clue was written but could not be saved. Please try again.',
} as const;

/**
 * POST {theme, difficulty, location, ageBand?, childName?, locale?} with a member's JWT → 200 {clue, record, source, safety}:
 * `safety` is {note, suggestion} in `locale` when the place is one a card must never send a child to
 * (domain/safe-places.ts), else null; the clue is written either way (the parent may know the oven is cold). Every answer is JSON
 * with CORS headers: 400 invalid body, 401 no member session, 405 other methods, 429 over quota.
 */
export function createGenerateClueHandler(deps: GenerateClueDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    const refused = refuseMethod(req, clueMessages.methodNotAllowed);
    if (refused) return refused;

    const token = bearerToken(req);
    if (!token) return jsonResponse({ error: clueMessages.signInRequired }, 401);
    const { store } = deps;
    try {
      const member = await store.currentMember(token);
      if (!member) return jsonResponse({ error: clueMessages.signInRequired }, 401);

      const read = await readJsonBody(req);
      if (!read.ok) return jsonResponse({ error: clueMessages.invalidJson }, 400);
      const parsed = parseClueRequest(read.body);
      if (!parsed.ok) return jsonResponse({ error: parsed.message }, 400);
      const request = parsed.request;
      // The child's name stays out of the log, as it stays out of the provider's requests.
      const mask = childNameMask(request.childName);
      // Unknown places are described from the member's own words, so those words must be fit for a child too.
      if (containsUrl(request.location) || containsUnsafeWords(request.location)) {
        return jsonResponse({ error: clueMessages.unsafeLocation }, 400);
      }
      if (request.childName && containsUnsafeWords(request.childName)) {
        return jsonResponse({ error: clueMessages.unsafeChildName }, 400);
      }

      const claim = await store.claimGenerations(member.id, 1, deps.quota);
      if (!claim.allowed) return quotaExceededResponse(deps.quota, claim);

      let clue: string;
      let provider: string;
      try {
        ({ clue, provider } = await generateClue(request, deps.providers, {
          signal: req.signal,
          onFailure: (provider, error) =>
            log(
              mask.hide(
                `generate-clue: provider ${provider} failed: ${error instanceof Error ? error.message : String(error)}`,
              ),
            ),
        }));
      } catch {
        return jsonResponse({ error: clueMessages.generationFailed }, 500);
      }

      try {
        const { theme, difficulty, location } = request;
        // A clue that holds the child's name says so, for the purge after the retention.
        const child_name = [clue, location].some(mask.mentions) ? (request.childName ?? null) : null;
        const record = await store.saveClue(member.id, {
          text: clue,
          theme,
          difficulty,
          location,
          child_name,
        });
        // `source` lets the page say truthfully who wrote the clue: an LLM or the offline engine.
        return jsonResponse({
          clue,
          record,
          source: provider === 'llm' ? 'llm' : 'built-in',
          safety: safetyNoteFor(location, request.locale),
        });
      } catch (error) {
        log(mask.hide(`generate-clue: ${error instanceof Error ? error.message : String(error)}`));
        return jsonResponse({ error: clueMessages.saveFailed }, 500);
      }
    } catch (error) {
      log(`generate-clue: ${error instanceof Error ? error.message : String(error)}`);
      return jsonResponse({ error: clueMessages.generationFailed }, 500);
    }
  };
}
