import { clientIp } from '../http/client-ip.ts';
import { jsonResponse } from '../http/cors.ts';
import { httpText } from '../http/i18n/catalog.ts';
import { bearerToken, invalidJsonResponse, readRequest, refuseMethod } from '../http/request.ts';
import { requestLocale } from '../http/request-locale.ts';
import { SupabaseServiceError } from '../http/supabase-service.ts';
import { parseSubmission } from './form-rules.ts';
import { shopText } from './i18n/catalog.ts';
import { DEFAULT_RATE_LIMIT, type RateLimit, type ShopStore } from './shop-store.ts';
import { ownerEmailFor, type OwnerEmail } from './owner-email.ts';
import { formMessagesIn } from '../domain/form-messages.ts';

export interface SubmitFormDeps {
  store: Pick<ShopStore, 'claimSubmission' | 'insertSubmission'>;
  /** Where reviews and contact messages are announced (SHOP_EMAIL). */
  shopEmail: string;
  sendOwnerEmail(email: OwnerEmail): Promise<void>;
  rateLimit?: RateLimit;
  /** Where failures are reported (never the visitor's text). */
  log?: (message: string) => void;
}

/** Far above the longest valid form (3 fields of at most 5000 characters), far below anything abusive. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST {formType: 'review'|'contact'|'waitlist', ...fields, website?} with the anon key (or a
 * member's token) → 200 {ok: true}. Every answer is JSON with CORS headers: 400 {error,
 * fieldErrors} when a rule fails (the browser's messages), 413 too large, 429 over the rate limit,
 * 500 when the row could not be stored, each in the request's language (Accept-Language). A filled
 * honeypot gets 200 and nothing is stored.
 */
export function createSubmitFormHandler(deps: SubmitFormDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  const rateLimit = deps.rateLimit ?? DEFAULT_RATE_LIMIT;
  return async (req) => {
    const refused = refuseMethod(req);
    if (refused) return refused;
    // The platform has verified the JWT already (verify_jwt); this only refuses a call that skipped it.
    if (!bearerToken(req))
      return jsonResponse({ error: httpText(requestLocale(req), 'http.missingAuthorization') }, 401);

    const { read, locale } = await readRequest(req, { maxBytes: MAX_BODY_BYTES });
    if (!read.ok)
      return read.problem === 'too-large'
        ? jsonResponse({ error: shopText(locale, 'shop.form.tooLarge') }, 413)
        : invalidJsonResponse(locale);

    const parsed = parseSubmission(read.body, locale);
    // A bot learns nothing: the same answer as a real success.
    if (parsed.kind === 'honeypot') return jsonResponse({ ok: true });
    if (parsed.kind === 'invalid')
      return jsonResponse({ error: parsed.message, fieldErrors: parsed.fieldErrors }, 400);
    const submission = parsed.submission;

    try {
      const claim = await deps.store.claimSubmission(submission.email, clientIp(req), rateLimit);
      if (!claim.allowed) {
        return jsonResponse({ error: formMessagesIn[locale].rateLimited }, 429, {
          'Retry-After': String(claim.retryAfterSeconds),
        });
      }
      try {
        await deps.store.insertSubmission(submission);
      } catch (error) {
        // Two joins of one address at the same instant: the unique index caught the second. Joined is joined.
        if (!(
          submission.formType === 'waitlist' &&
          error instanceof SupabaseServiceError &&
          error.status === 409
        ))
          throw error;
      }
    } catch (error) {
      log(
        `submit-form: storing a ${submission.formType} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return jsonResponse({ error: shopText(locale, 'shop.form.saveFailed') }, 500);
    }

    if (submission.formType !== 'waitlist') {
      // The row is stored, so the visitor's message is safe even when the email cannot go out.
      try {
        await deps.sendOwnerEmail(ownerEmailFor(submission, deps.shopEmail));
      } catch (error) {
        log(
          `submit-form: emailing the shop failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return jsonResponse({ ok: true });
  };
}
