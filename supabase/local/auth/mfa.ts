import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderSVG } from 'uqr';
import type { Database } from '../db/database.ts';
import type { AuthConfig } from './config.ts';
import type { FactorRow } from './factors.ts';
import {
  completeVerification,
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  findChallenge,
  findOwnedFactor,
  insertChallenge,
  insertTotpFactor,
  listFactors,
} from './factors.ts';
import { AuthHttpError, clientIp, optionalString, readJsonBody, sendJson } from './http.ts';
import { createRateLimiter } from './rate-limit.ts';
import type { SessionRow, TokenIssuer } from './sessions.ts';
import { downgradeSessionsOfFactor, stepUpSession, tokenResponse } from './sessions.ts';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp.ts';
import type { UserRow } from './users.ts';

/**
 * GoTrue's MFA endpoints (internal/api/mfa.go) for TOTP, what supabase-js's `auth.mfa` calls:
 * POST /factors (enroll), POST /factors/<id>/challenge, POST /factors/<id>/verify (a new token pair
 * at aal2), DELETE /factors/<id> (unenroll). Phone and WebAuthn factors answer "disabled", as on a
 * project that has not turned them on.
 */
export interface MfaDeps {
  db: Database;
  config: AuthConfig;
  issuer: TokenIssuer;
  /** GoTrue's requireAuthentication: the bearer token's user and live session. */
  requireUser(req: IncomingMessage): Promise<{ user: UserRow; session: SessionRow }>;
}

type Context = { req: IncomingMessage; res: ServerResponse };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue's MaxVerifiedFactors default. */
const MAX_VERIFIED_FACTORS = 10;
/** goqrsvg's module size in GoTrue; the QR code is drawn with error correction H, as GoTrue does. */
const QR_MODULE_PIXELS = 3;

const insufficientAal = (status: 403 | 422, message: string) =>
  new AuthHttpError(status, 'insufficient_aal', message);
const tooManyRequests = () => new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** An address the inet column accepts; the challenge and its verification must come from the same one. */
const requestIp = (req: IncomingMessage) => {
  const ip = clientIp(req);
  return /^[0-9a-f.:]+$/i.test(ip) ? ip : '0.0.0.0';
};

export function createMfaHandlers(deps: MfaDeps) {
  const { db, config } = deps;
  const limiters = {
    challenge: createRateLimiter(config.mfa.challengeAndVerifyPerMinute, 60),
    verify: createRateLimiter(config.mfa.challengeAndVerifyPerMinute, 60),
  };

  /** GoTrue's loadFactor: the caller's own factor, 404 otherwise. */
  async function ownFactor(userId: string, factorId: string): Promise<FactorRow> {
    if (!UUID_PATTERN.test(factorId))
      throw new AuthHttpError(404, 'validation_failed', 'factor_id must be an UUID');
    const factor = await findOwnedFactor(db, userId, factorId);
    if (!factor) throw new AuthHttpError(404, 'mfa_factor_not_found', 'Factor not found');
    return factor;
  }

  function requireTotp(factor: FactorRow, step: 'verify') {
    if (factor.factor_type !== 'totp')
      throw new AuthHttpError(
        422,
        `mfa_${factor.factor_type}_${step}_not_enabled`,
        `MFA verification is disabled for ${factor.factor_type === 'phone' ? 'Phone' : 'WebAuthn'}`,
      );
    if (!config.mfa.totpVerifyEnabled)
      throw new AuthHttpError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  }

  async function enroll({ req, res }: Context) {
    const { user, session } = await deps.requireUser(req);
    const body = await readJsonBody(req);
    const factorType = optionalString(body, 'factor_type');
    const friendlyName = optionalString(body, 'friendly_name') ?? '';
    if (factorType === 'phone')
      throw new AuthHttpError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn')
      throw new AuthHttpError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    if (factorType !== 'totp')
      throw new AuthHttpError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    if (!config.mfa.totpEnrollEnabled)
      throw new AuthHttpError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    // Without an issuer the authenticator app shows the site's host, as GoTrue names it.
    const issuer = optionalString(body, 'issuer') || new URL(config.siteUrl).host;

    const factor = await db.transaction(async (tx) => {
      await deleteExpiredFactors(tx, config.mfa.factorExpirySeconds);
      const factors = await listFactors(tx, user.id);
      if (factors.some((existing) => (existing.friendly_name ?? '') === friendlyName))
        throw new AuthHttpError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
        );
      const verified = factors.filter((existing) => existing.status === 'verified').length;
      if (factors.length >= config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS)
        throw new AuthHttpError(
          422,
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      if (verified > 0 && session.aal !== 'aal2')
        throw insufficientAal(403, 'AAL2 required to enroll a new factor');
      return insertTotpFactor(tx, user.id, friendlyName, newTotpSecret());
    });
    const uri = otpauthUri(issuer, user.email ?? '', factor.secret!);
    sendJson(res, 200, {
      id: factor.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: {
        // The SVG itself, not a data URI: supabase-js prefixes `data:image/svg+xml;utf-8,`.
        qr_code: renderSVG(uri, { ecc: 'H', pixelSize: QR_MODULE_PIXELS }),
        secret: factor.secret,
        uri,
      },
    });
  }

  async function challenge({ req, res }: Context, factorId: string) {
    const { user } = await deps.requireUser(req);
    const factor = await ownFactor(user.id, factorId);
    if (!limiters.challenge.take(clientIp(req))) throw tooManyRequests();
    requireTotp(factor, 'verify');
    const made = await db.transaction((tx) => insertChallenge(tx, factor.id, requestIp(req)));
    sendJson(res, 200, {
      id: made.id,
      type: factor.factor_type,
      expires_at: Math.floor(new Date(made.created_at).getTime() / 1000) + config.mfa.challengeExpirySeconds,
    });
  }

  async function verify({ req, res }: Context, factorId: string) {
    const { user, session } = await deps.requireUser(req);
    const factor = await ownFactor(user.id, factorId);
    if (!limiters.verify.take(clientIp(req))) throw tooManyRequests();
    const body = await readJsonBody(req);
    const challengeId = optionalString(body, 'challenge_id') ?? '';
    const code = optionalString(body, 'code') ?? '';
    // GoTrue decodes challenge_id as a UUID while reading the body.
    if (challengeId !== '' && !UUID_PATTERN.test(challengeId))
      throw new AuthHttpError(
        400,
        'bad_json',
        'Could not parse request body as JSON: challenge_id must be an UUID',
      );
    if (code === '') throw new AuthHttpError(400, 'validation_failed', 'Code needs to be non-empty');
    requireTotp(factor, 'verify');

    const outcome = await db.transaction(async (tx) => {
      const found = challengeId ? await findChallenge(tx, factor.id, challengeId, requestIp(req)) : undefined;
      if (!found)
        return new AuthHttpError(
          422,
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        );
      if (found.verified_at || !found.same_ip)
        return new AuthHttpError(
          422,
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        );
      const expiresAt = new Date(found.created_at).getTime() + config.mfa.challengeExpirySeconds * 1000;
      if (Date.now() > expiresAt) {
        // Committed with the error: an expired challenge is gone, as in GoTrue.
        await deleteChallenge(tx, found.id);
        return new AuthHttpError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
        );
      }
      if (!verifyTotp(factor.secret ?? '', code))
        return new AuthHttpError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      await completeVerification(tx, factor, found.id);
      const stepped = await stepUpSession(tx, user.id, session.id, factor.id);
      return tokenResponse(tx, deps.issuer, user.id, stepped);
    });
    if (outcome instanceof AuthHttpError) throw outcome;
    sendJson(res, 200, outcome);
  }

  async function unenroll({ req, res }: Context, factorId: string) {
    const { user, session } = await deps.requireUser(req);
    const factor = await ownFactor(user.id, factorId);
    if (factor.status === 'verified' && session.aal !== 'aal2')
      throw insufficientAal(422, 'AAL2 required to unenroll verified factor');
    await db.transaction(async (tx) => {
      await downgradeSessionsOfFactor(tx, factor.id, factor.factor_type);
      await deleteFactor(tx, factor.id);
    });
    sendJson(res, 200, { id: factor.id });
  }

  return { enroll, challenge, verify, unenroll };
}
