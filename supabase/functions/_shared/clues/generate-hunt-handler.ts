import { childNameMask } from './child-names.ts';
import { clueLanguageFor } from './engine/clue-languages.ts';
import { mentionsWord } from './engine/generate-clue-text.ts';
import { ClueProviderError, type ClueProvider, generateClue } from './clue-providers.ts';
import {
  checkClueOutput,
  clueProblemText,
  containsUnsafeWords,
  containsUrl,
  type ClueProblem,
} from './clue-output.ts';
import { type ClueQuota, quotaExceededResponse } from './clue-quota.ts';
import { clueRequestTextsIn, type ClueRequest } from '../domain/clue-request.ts';
import { jsonResponse } from '../http/cors.ts';
import { httpText } from '../http/i18n/catalog.ts';
import { bearerToken, readRequest, refuseMethod } from '../http/request.ts';
import { perLocale } from '../http/texts.ts';
import {
  huntFromRow,
  huntRequestTextsIn,
  huntSchemasWith,
  parseWith,
  type HuntAgeBand,
  type HuntRow,
} from '../domain/hunt-request.ts';
import type { HuntStore } from './clue-store.ts';
import { safetyNotesFor } from '../domain/safe-place-check.ts';
import type { Locale } from '../domain/locales.ts';
import { clueText } from './i18n/catalog.ts';

export interface GenerateHuntDeps {
  store: HuntStore;
  /** Tried in order for each card. */
  providers: readonly ClueProvider[];
  quota: ClueQuota;
  /** Where provider failures and unexpected errors are reported (never the member's text). */
  log?: (message: string) => void;
}

/** What one card of a hunt asks the clue engine for. */
type CardRequest = ClueRequest & { ageBand: HuntAgeBand; childName?: string };

/** Card `number` of `hunt`, in the hunt's language (a card written again keeps it, whatever page asks). */
function cardRequest(
  hunt: Pick<HuntRow, 'theme' | 'difficulty' | 'age_band' | 'child_name' | 'places' | 'locale'>,
  number: number,
): CardRequest {
  return {
    locale: hunt.locale,
    theme: hunt.theme,
    difficulty: hunt.difficulty,
    location: hunt.places[number - 1]!,
    ageBand: hunt.age_band,
    // The child is greeted on the card they are handed; the cards they find speak to the whole hunt.
    ...(number === 1 && hunt.child_name ? { childName: hunt.child_name } : {}),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first card speaks to the child by name; when the engine left it out, it is put first. */
export function withChildName(text: string, name: string): string {
  if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}($|[^\\p{L}])`, 'iu').test(text)) return text;
  const opening = /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
  return `${name}, ${opening}`;
}

/** Every answer with a hunt: the hunt, and beside card k a safety note when place k is unsafe (else null). */
const huntResponse = (row: HuntRow, locale: Locale) =>
  jsonResponse({ hunt: huntFromRow(row), safety: safetyNotesFor(row.places, locale) });

/** The hunt's schemas in each language, built on first use. */
const huntSchemasIn = perLocale((locale) =>
  huntSchemasWith(clueRequestTextsIn[locale], huntRequestTextsIn[locale]),
);

/**
 * A refusal in the request's language; about one field of the request (`field`, its path), the message
 * is also the field's in `fieldErrors`, so the form shows it next to that field in any language.
 */
function refusal(
  locale: Locale,
  status: number,
  id: string,
  values?: Record<string, string | number>,
  field?: string,
) {
  const error = clueText(locale, id, values);
  return jsonResponse(field ? { error, fieldErrors: { [field]: error } } : { error }, status);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What each method does with the member's body; the answer is JSON with CORS. */
type HuntAction = (memberId: string, body: unknown, locale: Locale, signal: AbortSignal) => Promise<Response>;

/** A card's text that broke a rule, and which. */
class CardRefused extends ClueProviderError {
  constructor(readonly problem: ClueProblem) {
    super(clueProblemText('en', problem));
  }
}

/**
 * generate-hunt, for a member's JWT; every answer is JSON with CORS.
 * - POST {theme, difficulty, ageBand, places, childName?, treasure?, locale?} → 200 {hunt, safety}: one card per place,
 *   every card in the request's language, which the hunt keeps (`hunts.locale`) for its cards written again.
 * - PATCH {huntId, number, text, locale?} → 200 {hunt, safety}: the parent's own text for one card, if it passes the output rules.
 * - PUT {huntId, number, locale?} → 200 {hunt, safety}: one card written again (costs one generation).
 * `safety[k-1]` is card k's {note, suggestion} in `locale` when place k is one a card must never send a child to.
 * 400 invalid body (the message names the field), 401 no member, 404 not their hunt, 405, 429 over quota;
 * every message in the request's language (its `locale`, else Accept-Language).
 */
export function createGenerateHuntHandler(deps: GenerateHuntDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  const { store, quota } = deps;

  /**
   * What every card's text must pass, the parent's own too: the output rules (length, no links, no
   * unsafe words, ending punctuation) and, for a riddle, not giving away its place. The engine's
   * style rules (word limits, rhyme, the closing "look" line) judge the engine, not a parent's words.
   * Throws CardRefused with the rule.
   */
  const checkCard = (request: CardRequest, text: string): string => {
    const checked = checkClueOutput(text);
    if (!checked.ok) throw new CardRefused(checked.problem);
    if (request.difficulty === 'hard') {
      const leaked = clueLanguageFor(request.locale)
        .riddleKeyWords(request.location)
        .filter((word) => mentionsWord(checked.clue, word));
      if (leaked.length > 0) throw new CardRefused({ rule: 'riddleWords', words: leaked });
    }
    return checked.clue;
  };

  /** The log without the hunt's child's name, which the provider's failures may quote. */
  const logFor = (childName: string | null) => (message: string) =>
    log(childNameMask(childName).hide(message));

  /** A hunt's card that could not be written or saved, in the log. */
  const logFailure = (childName: string | null, error: unknown) =>
    logFor(childName)(`generate-hunt: ${errorText(error)}`);

  /** `childName`: the hunt's, kept from the provider on every card (a later place may hold it too). */
  const writeCard = async (
    request: CardRequest,
    childName: string | null,
    signal: AbortSignal,
    avoid?: string,
  ): Promise<string> => {
    const attempts = 5;
    let fallback: string | undefined;
    // The engine is random: a few tries find a text that differs from the card it replaces and, on the
    // first card, one that still passes the rules with the child's name in it.
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const { clue } = await generateClue(request, deps.providers, {
        signal,
        privateChildName: childName ?? undefined,
        onFailure: (provider, error) =>
          logFor(childName)(`generate-hunt: provider ${provider} failed: ${errorText(error)}`),
      });
      fallback = clue;
      let text = clue;
      if (request.childName) {
        try {
          text = checkCard(request, withChildName(clue, request.childName));
        } catch (error) {
          if (!(error instanceof ClueProviderError)) throw error;
          continue;
        }
      }
      if (text !== avoid || attempt === attempts) return text;
    }
    return fallback!;
  };

  /** Saves new card texts, reading the hunt again if another edit landed in between. */
  const saveTexts = async (
    memberId: string,
    row: HuntRow,
    change: (current: HuntRow) => Promise<string[]> | string[],
  ): Promise<HuntRow | null> => {
    let current: HuntRow | null = row;
    for (let attempt = 0; attempt < 3 && current; attempt++) {
      const saved = await store.updateClueTexts(memberId, current, await change(current));
      if (saved) return saved;
      current = await store.getHunt(memberId, row.id);
    }
    return null;
  };

  const create: HuntAction = async (memberId, body, locale, signal) => {
    const parsed = parseWith(
      huntSchemasIn(locale).request,
      body,
      huntRequestTextsIn[locale].notAnObject.create,
    );
    if (!parsed.ok) return jsonResponse({ error: parsed.message, fieldErrors: parsed.fieldErrors }, 400);
    const request = parsed.value;
    // Unknown places are described from the parent's own words, so those words must be fit for a child.
    const unsafe = request.places.findIndex((place) => containsUrl(place) || containsUnsafeWords(place));
    if (unsafe >= 0)
      return refusal(locale, 400, 'clues.hunt.unsafePlace', { number: unsafe + 1 }, `places.${unsafe}`);
    if (request.treasure && (containsUrl(request.treasure) || containsUnsafeWords(request.treasure)))
      return refusal(locale, 400, 'clues.hunt.unsafeTreasure', undefined, 'treasure');
    if (request.childName && containsUnsafeWords(request.childName))
      return refusal(locale, 400, 'clues.hunt.unsafeChildName', undefined, 'childName');

    const cards = request.places.length;
    if (cards > quota.perMinute || cards > quota.perDay)
      return refusal(locale, 429, 'clues.hunt.tooManyForQuota', {
        places: cards,
        limit: Math.min(quota.perMinute, quota.perDay),
      });
    const claim = await store.claimGenerations(memberId, cards, quota);
    if (!claim.allowed) return quotaExceededResponse(locale, quota, claim);

    const hunt = {
      theme: request.theme,
      difficulty: request.difficulty,
      age_band: request.ageBand,
      child_name: request.childName ?? null,
      treasure: request.treasure ?? null,
      places: request.places,
      locale,
    };
    let texts: string[];
    try {
      texts = await Promise.all(
        request.places.map((_, index) => writeCard(cardRequest(hunt, index + 1), hunt.child_name, signal)),
      );
    } catch (error) {
      logFailure(hunt.child_name, error);
      return refusal(locale, 500, 'clues.hunt.generationFailed');
    }
    try {
      const row = await store.insertHunt(memberId, { ...hunt, clue_texts: texts });
      return huntResponse(row, locale);
    } catch (error) {
      logFailure(hunt.child_name, error);
      return refusal(locale, 500, 'clues.hunt.saveFailed');
    }
  };

  /** The member's hunt and card for an edit or a rewrite, or the answer that says why not. */
  const findCard = async (
    memberId: string,
    huntId: string,
    number: number,
    locale: Locale,
  ): Promise<{ row: HuntRow } | { response: Response }> => {
    const row = await store.getHunt(memberId, huntId);
    if (!row) return { response: refusal(locale, 404, 'clues.hunt.notFound') };
    if (number > row.places.length)
      return { response: refusal(locale, 400, 'clues.hunt.noSuchCard', { count: row.places.length }) };
    return { row };
  };

  const edit: HuntAction = async (memberId, body, locale) => {
    const parsed = parseWith(huntSchemasIn(locale).edit, body, huntRequestTextsIn[locale].notAnObject.edit);
    if (!parsed.ok) return jsonResponse({ error: parsed.message }, 400);
    const { huntId, number, text } = parsed.value;
    const found = await findCard(memberId, huntId, number, locale);
    if ('response' in found) return found.response;
    let accepted: string;
    try {
      accepted = checkCard(cardRequest(found.row, number), text);
    } catch (error) {
      if (!(error instanceof CardRefused)) throw error;
      const reason = clueProblemText(locale, error.problem);
      return jsonResponse(
        { error: clueText(locale, 'clues.hunt.cardNotSaved', { number, reason }), field: 'text' },
        400,
      );
    }
    const saved = await saveTexts(memberId, found.row, (current) =>
      current.clue_texts.map((old, index) => (index === number - 1 ? accepted : old)),
    );
    return saved ? huntResponse(saved, locale) : refusal(locale, 404, 'clues.hunt.notFound');
  };

  const regenerate: HuntAction = async (memberId, body, locale, signal) => {
    const parsed = parseWith(
      huntSchemasIn(locale).regenerate,
      body,
      huntRequestTextsIn[locale].notAnObject.regenerate,
    );
    if (!parsed.ok) return jsonResponse({ error: parsed.message }, 400);
    const { huntId, number } = parsed.value;
    const found = await findCard(memberId, huntId, number, locale);
    if ('response' in found) return found.response;
    const claim = await store.claimGenerations(memberId, 1, quota);
    if (!claim.allowed) return quotaExceededResponse(locale, quota, claim);
    let text: string;
    try {
      text = await writeCard(
        cardRequest(found.row, number),
        found.row.child_name,
        signal,
        found.row.clue_texts[number - 1],
      );
    } catch (error) {
      logFailure(found.row.child_name, error);
      return refusal(locale, 500, 'clues.hunt.generationFailed');
    }
    const saved = await saveTexts(memberId, found.row, (current) =>
      current.clue_texts.map((old, index) => (index === number - 1 ? text : old)),
    );
    return saved ? huntResponse(saved, locale) : refusal(locale, 404, 'clues.hunt.notFound');
  };

  return async (req) => {
    const refused = refuseMethod(req, ['POST', 'PATCH', 'PUT'], (locale) =>
      clueText(locale, 'clues.hunt.methods'),
    );
    if (refused) return refused;

    const { read, locale } = await readRequest(req);
    const token = bearerToken(req);
    if (!token) return refusal(locale, 401, 'clues.hunt.signIn');
    try {
      const member = await store.currentMember(token);
      if (!member) return refusal(locale, 401, 'clues.hunt.signIn');

      if (!read.ok) return jsonResponse({ error: httpText(locale, 'http.invalidJson') }, 400);
      const body = read.body;
      if (req.method === 'POST') return await create(member.id, body, locale, req.signal);
      if (req.method === 'PATCH') return await edit(member.id, body, locale, req.signal);
      return await regenerate(member.id, body, locale, req.signal);
    } catch (error) {
      log(`generate-hunt: ${errorText(error)}`);
      return refusal(locale, 500, 'clues.hunt.generationFailed');
    }
  };
}
