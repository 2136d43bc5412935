import { childNameMask } from './child-names.ts';
import { type ClueProvider, generateClue } from './clue-providers.ts';
import { containsUnsafeWords, containsUrl } from './clue-output.ts';
import { type ClueQuota, quotaExceededResponse } from './clue-quota.ts';
import { clueRequestSchemaWith, clueRequestTextsIn, parseClueRequest } from '../domain/clue-request.ts';
import { safetyNoteFor } from '../domain/safe-place-check.ts';
import type { MemberClueStore } from './clue-store.ts';
import { jsonResponse } from '../http/cors.ts';
import { httpText } from '../http/i18n/catalog.ts';
import { bearerToken, readRequest, refuseMethod } from '../http/request.ts';
import { perLocale } from '../http/texts.ts';
import { clueText } from './i18n/catalog.ts';

export interface GenerateClueDeps {
  /** Reads and writes for the member the handler verified. */
  store: MemberClueStore;
  /** Tried in order for each request. */
  providers: readonly ClueProvider[];
  quota: ClueQuota;
  /** Where provider failures and unexpected errors are reported (never the member's text). */
  log?: (message: string) => void;
}

/** The request's schema in each language, built on first use. */
const clueSchemaIn = perLocale((locale) => clueRequestSchemaWith(clueRequestTextsIn[locale]));

/**
 * POST {theme, difficulty, location, ageBand?, childName?, locale?} with a member's JWT → 200 {clue, record, source, safety}:
 * the clue in the request's language (French: the French engine and rules, the LLM asked in French);
 * `safety` is {note, suggestion} in `locale` when the place is one a card must never send a child to
 * (domain/safe-places.ts), else null; the clue is written either way (the parent may know the oven is cold). Every answer is JSON
 * with CORS headers: 400 invalid body, 401 no member session, 405 other methods, 429 over quota, in the
 * request's language (its `locale`, else Accept-Language).
 */
export function createGenerateClueHandler(deps: GenerateClueDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    const refused = refuseMethod(req);
    if (refused) return refused;

    const { read, locale } = await readRequest(req);
    const refuse = (status: number, id: string) => jsonResponse({ error: clueText(locale, id) }, status);
    const token = bearerToken(req);
    if (!token) return refuse(401, 'clues.clue.signIn');
    const { store } = deps;
    try {
      const member = await store.currentMember(token);
      if (!member) return refuse(401, 'clues.clue.signIn');

      if (!read.ok) return jsonResponse({ error: httpText(locale, 'http.invalidJson') }, 400);
      const parsed = parseClueRequest(read.body, clueRequestTextsIn[locale], clueSchemaIn(locale));
      if (!parsed.ok) return jsonResponse({ error: parsed.message }, 400);
      // The clue is written in the request's language: its `locale`, else the page's Accept-Language.
      const request = { ...parsed.request, locale };
      // The child's name stays out of the log, as it stays out of the provider's requests.
      const mask = childNameMask(request.childName);
      // Unknown places are described from the member's own words, so those words must be fit for a child too.
      if (containsUrl(request.location) || containsUnsafeWords(request.location))
        return refuse(400, 'clues.clue.unsafeLocation');
      if (request.childName && containsUnsafeWords(request.childName))
        return refuse(400, 'clues.clue.unsafeChildName');

      const claim = await store.claimGenerations(member.id, 1, deps.quota);
      if (!claim.allowed) return quotaExceededResponse(locale, deps.quota, claim);

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
        return refuse(500, 'clues.clue.generationFailed');
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
          locale,
        });
        // `source` lets the page say truthfully who wrote the clue: an LLM or the offline engine.
        return jsonResponse({
          clue,
          record,
          source: provider === 'llm' ? 'llm' : 'built-in',
          safety: safetyNoteFor(location, locale),
        });
      } catch (error) {
        log(mask.hide(`generate-clue: ${error instanceof Error ? error.message : String(error)}`));
        return refuse(500, 'clues.clue.saveFailed');
      }
    } catch (error) {
      log(`generate-clue: ${error instanceof Error ? error.message : String(error)}`);
      return refuse(500, 'clues.clue.generationFailed');
    }
  };
}
