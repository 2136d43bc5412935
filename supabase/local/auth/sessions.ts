import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { signJwt } from '../keys.ts';
import type { AuthConfig } from './config.ts';
import { AuthHttpError } from './http.ts';
import type { UserRow } from './users.ts';
import { findUserById, userJson } from './users.ts';

/**
 * How a session was opened or stepped up; each is recorded once per session (a repeat refreshes its
 * time) and listed in every access token's `amr`.
 */
export type AuthMethod = 'password' | 'otp' | 'totp';

/** The methods that lift a session to aal2 (GoTrue's AMRClaim.IsAAL2Claim). */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export interface TokenIssuer {
  config: AuthConfig;
  jwtSecret: string;
  /** The `iss` claim: the auth service's public URL. */
  issuer: string;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string | null;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

const newRefreshToken = () => randomBytes(16).toString('base64url');

export async function createSession(
  db: Queryable,
  userId: string,
  method: AuthMethod,
  client: { userAgent?: string; ip?: string },
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const ip = client.ip && /^[0-9a-f.:]+$/i.test(client.ip) ? client.ip : null;
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, client.userAgent ?? null, ip],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, now(), now(), $2)`,
    [sessionId, method],
  );
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
    [refreshToken, userId, sessionId],
  );
  return { sessionId, refreshToken };
}

/**
 * GoTrue's Session.CalculateAALAndAMR: the session's methods, most recent first, each with the time
 * it was last used; aal2 once one of them is a second factor. Refreshing keeps both, since they
 * belong to the session, not to the token.
 */
async function sessionAalAndAmr(db: Queryable, sessionId: string) {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1
     order by updated_at desc, authentication_method`,
    [sessionId],
  );
  const amr = rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(new Date(row.updated_at).getTime() / 1000),
  }));
  const aal = amr.some((entry) => SECOND_FACTOR_METHODS.has(entry.method)) ? 'aal2' : 'aal1';
  return { aal, amr };
}

/** The access token with exactly the claims GoTrue puts in it. */
export async function issueAccessToken(db: Queryable, issuer: TokenIssuer, user: UserRow, sessionId: string) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + issuer.config.jwtExpiry;
  const { aal, amr } = await sessionAalAndAmr(db, sessionId);
  const token = await signJwt(
    {
      iss: issuer.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    issuer.jwtSecret,
  );
  return { token, exp };
}

/** The token response (AccessTokenResponse) shared by sign-in, refresh and sign-up with auto-confirm. */
export async function tokenResponse(
  db: Queryable,
  issuer: TokenIssuer,
  userId: string,
  session: { sessionId: string; refreshToken: string },
) {
  const user = await findUserById(db, userId);
  if (!user) throw new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const { token, exp } = await issueAccessToken(db, issuer, user, session.sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: issuer.config.jwtExpiry,
    expires_at: exp,
    refresh_token: session.refreshToken,
    user: await userJson(db, user),
  };
}

/**
 * GoTrue's refresh-token grant (tokens/service.go). Rotation revokes the presented token and
 * hands out its child. A revoked token is still accepted when it is the parent of the
 * session's active token (the client lost the previous answer, or two tabs refreshed at
 * once: both get the same active token), or within the reuse interval after it was revoked.
 * Any other reuse is treated as theft: the whole session is revoked. That failure is
 * returned, not thrown, so the caller's transaction commits the revocation.
 */
export async function refreshSession(
  db: Queryable,
  issuer: TokenIssuer,
  presented: string,
): Promise<{ userId: string; sessionId: string; refreshToken: string } | { failure: AuthHttpError }> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select id::text as id, token, user_id, revoked, updated_at, parent, session_id
     from auth.refresh_tokens where token = $1 for update`,
    [presented],
  );
  const token = rows[0];
  if (!token)
    throw new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!token.session_id)
    throw new AuthHttpError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const session = await db.query(`select id from auth.sessions where id = $1 for update`, [token.session_id]);
  if (session.rows.length === 0) {
    throw new AuthHttpError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  const user = await findUserById(db, token.user_id);
  if (!user)
    throw new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw new AuthHttpError(400, 'user_banned', 'User is banned');
  }

  if (token.revoked) {
    const active = await db.query<RefreshTokenRow>(
      `select id::text as id, token, user_id, revoked, updated_at, parent, session_id
       from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
      [token.session_id],
    );
    const activeToken = active.rows[0];
    if (activeToken && activeToken.parent === token.token) {
      await touchSession(db, token.session_id);
      return { userId: user.id, sessionId: token.session_id, refreshToken: activeToken.token };
    }
    const reuseUntil = new Date(token.updated_at).getTime() + issuer.config.refreshTokenReuseInterval * 1000;
    if (Date.now() > reuseUntil) {
      if (issuer.config.refreshTokenRotation) {
        await db.query(`delete from auth.sessions where id = $1`, [token.session_id]);
      }
      return {
        failure: new AuthHttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      };
    }
  }

  if (!issuer.config.refreshTokenRotation) {
    await touchSession(db, token.session_id);
    return { userId: user.id, sessionId: token.session_id, refreshToken: token.token };
  }
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and revoked = false`,
    [token.id],
  );
  const child = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [child, user.id, token.token, token.session_id],
  );
  await touchSession(db, token.session_id);
  return { userId: user.id, sessionId: token.session_id, refreshToken: child };
}

async function touchSession(db: Queryable, sessionId: string) {
  await db.query(
    `update auth.sessions set refreshed_at = now()::timestamp, updated_at = now() where id = $1`,
    [sessionId],
  );
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(`select id, user_id, aal from auth.sessions where id = $1`, [
    sessionId,
  ]);
  return rows[0];
}

/** GoTrue's AddClaimToSession: records the method on the session, or refreshes its time. */
export async function addAmrClaim(db: Queryable, sessionId: string, method: AuthMethod) {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, now(), now(), $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/**
 * A second factor verified on this session (GoTrue's updateMFASessionAndClaims): the session is
 * stepped up to aal2 and tied to the factor, its active refresh token is swapped for a child (the
 * client stores the new pair), and the user's other sessions below aal2 are signed out.
 */
export async function stepUpSession(
  db: Queryable,
  userId: string,
  sessionId: string,
  factorId: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  await addAmrClaim(db, sessionId, 'totp');
  await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factorId,
  ]);
  const { rows } = await db.query<{ id: string; token: string }>(
    `select id::text as id, token from auth.refresh_tokens
     where session_id = $1 and revoked = false order by id desc limit 1 for update`,
    [sessionId],
  );
  const current = rows[0];
  if (current) {
    await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
      current.id,
    ]);
  }
  const child = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [child, userId, current?.token ?? null, sessionId],
  );
  await db.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId]);
  return { sessionId, refreshToken: child };
}

/** A factor removed: the sessions it stepped up go back to aal1 (GoTrue's DowngradeSessionsToAAL1). */
export async function downgradeSessionsOfFactor(db: Queryable, factorId: string, factorType: string) {
  await db.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
     where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = $2`,
    [factorId, factorType],
  );
  await db.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factorId]);
}

/** Sign-out: `local` ends this session, `others` every other one, `global` all of them. */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
) {
  if (scope === 'local') await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  else if (scope === 'others') {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  } else await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
}
