import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from '../db/database.ts';
import { bearerToken } from '../http/bearer.ts';
import { normaliseEmail } from '../http/email.ts';
import { verifyJwt } from '../keys.ts';
import type { AuthConfig } from './config.ts';
import { authEmail, authEmailLocale } from './email-templates.ts';
import type { JsonBody } from './http.ts';
import {
  AuthHttpError,
  OAuthError,
  clientIp,
  optionalBoolean,
  optionalObject,
  optionalString,
  readJsonBody,
  sendError,
  sendJson,
  sendNoContent,
} from './http.ts';
import { createMfaHandlers } from './mfa.ts';
import { assertStrongPassword, assertValidEmail } from './password-policy.ts';
import { createRateLimiter } from './rate-limit.ts';
import { resolveRedirect } from './redirect.ts';
import type { AuthMethod, TokenIssuer } from './sessions.ts';
import { createSession, endSessions, findSession, refreshSession, tokenResponse } from './sessions.ts';
import type { UserRow } from './users.ts';
import {
  clearRecoveryToken,
  confirmEmail,
  findUserByEmail,
  findUserByEmailToken,
  findUserById,
  hashPassword,
  insertUser,
  listUsers,
  mergeUserMetadata,
  obfuscatedUserJson,
  passwordMatches,
  recordSignIn,
  setPassword,
  storeEmailToken,
  userJson,
} from './users.ts';

export interface AuthDeps {
  db: Database;
  config: AuthConfig;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Public base URL of the API gateway, e.g. http://127.0.0.1:54321; email links point here. */
  apiExternalUrl: string;
  sendMail(msg: { to: string; subject: string; text: string; html: string }): Promise<void>;
}

export interface AuthService {
  /** `path` is the part after /auth/v1 (e.g. '/signup'); `url` the full request URL. */
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
}

interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
}

type Handler = (ctx: RequestContext) => Promise<void>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];
/** Link types GoTrue knows; only sign-up and recovery links are ever sent here. */
const VERIFY_TYPES = ['signup', 'recovery', 'invite', 'magiclink', 'email_change', 'email'];

const tooManyRequests = () => new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');
const emailRateLimited = (message = 'Email rate limit exceeded') =>
  new AuthHttpError(429, 'over_email_send_rate_limit', message);
const invalidCredentials = () => new AuthHttpError(400, 'invalid_credentials', 'Invalid login credentials');

/** Email links carry a token hash like GoTrue's (sha224 hex) that is stored on the user as is. */
const newEmailToken = (email: string) =>
  createHash('sha224')
    .update(email + randomBytes(32).toString('hex'))
    .digest('hex');

/** admin.createUser() attributes GoTrue supports and the local stack does not (phone auth, bans, imports). */
const ADMIN_CREATE_UNSUPPORTED = [
  'phone',
  'phone_confirm',
  'ban_duration',
  'id',
  'password_hash',
  'role',
  'nonce',
];

export function createAuthService(deps: AuthDeps): AuthService {
  const { db, config } = deps;
  const issuer: TokenIssuer = { config, jwtSecret: deps.jwtSecret, issuer: `${deps.apiExternalUrl}/auth/v1` };
  const limiters = {
    signIn: createRateLimiter(config.rateLimits.signInSignUpsPer5Min, 300),
    refresh: createRateLimiter(config.rateLimits.tokenRefreshPer5Min, 300),
    verify: createRateLimiter(config.rateLimits.verifyPer5Min, 300),
    // GoTrue counts sent emails for the whole instance, not per caller.
    email: createRateLimiter(config.rateLimits.emailSentPerHour, 3600),
  };

  function limit(limiter: keyof typeof limiters, req: IncomingMessage) {
    if (!limiters[limiter].take(clientIp(req))) throw tooManyRequests();
  }

  async function sendEmailLink(
    tx: Queryable,
    user: UserRow,
    kind: 'confirmation' | 'recovery',
    redirectTo: string,
  ) {
    const sentAt = kind === 'confirmation' ? user.confirmation_sent_at : user.recovery_sent_at;
    if (sentAt) {
      const waitMs = new Date(sentAt).getTime() + config.maxFrequencySeconds * 1000 - Date.now();
      if (waitMs > 0) {
        throw emailRateLimited(
          `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
        );
      }
    }
    if (!limiters.email.take('instance')) throw emailRateLimited();
    const email = user.email ?? '';
    const token = newEmailToken(email);
    await storeEmailToken(tx, user.id, kind, token);
    const type = kind === 'confirmation' ? 'signup' : 'recovery';
    const link = `${deps.apiExternalUrl}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`;
    // In the member's language: the one they signed up in, else the page the link leads back to.
    const content = authEmail(kind, link, authEmailLocale(user.raw_user_meta_data, redirectTo));
    await deps.sendMail({ to: email, ...content });
  }

  function clientInfo(req: IncomingMessage) {
    const userAgent = req.headers['user-agent'];
    return { userAgent: typeof userAgent === 'string' ? userAgent : undefined, ip: clientIp(req) };
  }

  async function signIn(tx: Queryable, req: IncomingMessage, userId: string, method: AuthMethod) {
    const session = await createSession(tx, userId, method, clientInfo(req));
    await recordSignIn(tx, userId);
    return tokenResponse(tx, issuer, userId, session);
  }

  /** GoTrue's requireAuthentication + loadUser + loadSession for endpoints acting as the caller. */
  async function requireUser(req: IncomingMessage) {
    const token = bearerToken(req.headers.authorization);
    if (!token)
      throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const check = await verifyJwt(token, deps.jwtSecret);
    if (!check.ok) {
      const detail =
        check.reason === 'expired'
          ? 'token has invalid claims: token is expired'
          : check.reason === 'no_expiry'
            ? 'token has invalid claims: token is missing required claim: exp claim is required'
            : `token is ${check.reason}`;
      throw new AuthHttpError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
    }
    const { sub, session_id: sessionId } = check.claims;
    if (typeof sub !== 'string' || !UUID_PATTERN.test(sub)) {
      throw new AuthHttpError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const user = await findUserById(db, sub);
    if (!user) throw new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const session =
      typeof sessionId === 'string' && UUID_PATTERN.test(sessionId)
        ? await findSession(db, sessionId)
        : undefined;
    if (!session || session.user_id !== user.id) {
      throw new AuthHttpError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    return { user, sessionId: session.id, session };
  }

  const mfa = createMfaHandlers({ db, config, issuer, requireUser });

  async function requireAdmin(req: IncomingMessage) {
    const token = bearerToken(req.headers.authorization);
    if (!token)
      throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const check = await verifyJwt(token, deps.jwtSecret);
    if (!check.ok)
      throw new AuthHttpError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    if (check.claims.role !== 'service_role') throw new AuthHttpError(403, 'not_admin', 'User not allowed');
  }

  const signup: Handler = async ({ req, res, url }) => {
    limit('signIn', req);
    if (!config.enableSignup)
      throw new AuthHttpError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const body = await readJsonBody(req);
    const email = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const phone = optionalString(body, 'phone');
    const data = optionalObject(body, 'data') ?? {};
    if (!email && phone)
      throw new AuthHttpError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    if (!email) throw new AuthHttpError(400, 'validation_failed', 'To signup, please provide your email');
    if (!password) throw new AuthHttpError(400, 'validation_failed', 'Signup requires a valid password');
    assertValidEmail(email);
    assertStrongPassword(config, password);
    const redirectTo = resolveRedirect(config, url.searchParams.get('redirect_to'));
    const passwordHash = await hashPassword(password);

    const result = await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email, true);
      if (existing) {
        // With confirmations on, a duplicate must look like a fresh sign-up (no account
        // enumeration, as on hosted Supabase where SMS confirmation is also on); with
        // auto-confirm the address is simply taken.
        if (!config.enableConfirmations) {
          throw new AuthHttpError(422, 'user_already_exists', 'User already registered');
        }
        if (existing.email_confirmed_at) return obfuscatedUserJson(email, data);
        // GoTrue does not touch an unconfirmed user's password here: the caller is not proven to own it.
        await sendEmailLink(tx, existing, 'confirmation', redirectTo);
        return userJson(tx, (await findUserById(tx, existing.id)) ?? existing);
      }
      const user = await insertUser(tx, {
        email,
        passwordHash,
        confirmed: !config.enableConfirmations,
        userMetadata: data,
      });
      if (!config.enableConfirmations) return signIn(tx, req, user.id, 'password');
      await sendEmailLink(tx, user, 'confirmation', redirectTo);
      return userJson(tx, (await findUserById(tx, user.id)) ?? user);
    });
    sendJson(res, 200, result);
  };

  const passwordGrant = async ({ req, res }: RequestContext, body: JsonBody) => {
    limit('signIn', req);
    const email = optionalString(body, 'email');
    const phone = optionalString(body, 'phone');
    const password = optionalString(body, 'password') ?? '';
    if (!email && !phone) throw new AuthHttpError(400, 'validation_failed', 'missing email or phone');
    // Only email accounts exist here, so a phone sign-in can never match.
    const user = email ? await findUserByEmail(db, email) : undefined;
    if (!user || !(await passwordMatches(user, password))) throw invalidCredentials();
    if (!user.email_confirmed_at) throw new AuthHttpError(400, 'email_not_confirmed', 'Email not confirmed');
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
      throw new AuthHttpError(400, 'user_banned', 'User is banned');
    }
    sendJson(res, 200, await db.transaction((tx) => signIn(tx, req, user.id, 'password')));
  };

  const refreshGrant = async ({ req, res }: RequestContext, body: JsonBody) => {
    limit('refresh', req);
    const presented = optionalString(body, 'refresh_token');
    if (!presented) throw new OAuthError('invalid_request', 'refresh_token required');
    const outcome = await db.transaction(async (tx) => {
      const refreshed = await refreshSession(tx, issuer, presented);
      if ('failure' in refreshed) return refreshed;
      return { response: await tokenResponse(tx, issuer, refreshed.userId, refreshed) };
    });
    if ('failure' in outcome) throw outcome.failure;
    sendJson(res, 200, outcome.response);
  };

  const token: Handler = async (ctx) => {
    const grantType = ctx.url.searchParams.get('grant_type');
    const body = await readJsonBody(ctx.req);
    if (grantType === 'password') return passwordGrant(ctx, body);
    if (grantType === 'refresh_token') return refreshGrant(ctx, body);
    throw new AuthHttpError(400, 'validation_failed', 'unsupported_grant_type');
  };

  const verify: Handler = async ({ req, res, url }) => {
    limit('verify', req);
    const token = url.searchParams.get('token') ?? url.searchParams.get('token_hash');
    const type = url.searchParams.get('type');
    if (!type || !VERIFY_TYPES.includes(type)) {
      throw new AuthHttpError(400, 'validation_failed', 'Verify requires a verification type');
    }
    if (!token) throw new AuthHttpError(400, 'validation_failed', 'Verify requires a token or a token hash');
    // Genuine tokens are hex; anything else cannot match and must not reach the database.
    const plausible = /^[0-9a-f]{1,255}$/i.test(token);
    const redirectTo = resolveRedirect(config, url.searchParams.get('redirect_to'));

    const session = await db.transaction(async (tx) => {
      if (!plausible || (type !== 'signup' && type !== 'recovery')) return undefined;
      const column = type === 'signup' ? 'confirmation_token' : 'recovery_token';
      const user = await findUserByEmailToken(tx, column, token);
      const sentAt = type === 'signup' ? user?.confirmation_sent_at : user?.recovery_sent_at;
      if (!user || !sentAt || new Date(sentAt).getTime() + config.otpExpiry * 1000 < Date.now())
        return undefined;
      // A recovery link proves ownership of the address just as well as a confirmation link.
      await confirmEmail(tx, user.id);
      if (type === 'recovery') await clearRecoveryToken(tx, user.id);
      return signIn(tx, req, user.id, 'otp');
    });

    const target = new URL(redirectTo);
    target.hash = session
      ? new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          sb: '',
          token_type: 'bearer',
          type,
        }).toString()
      : new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
          sb: '',
        }).toString();
    res.writeHead(303, { Location: target.toString(), 'Content-Length': 0 });
    res.end();
  };

  const getUser: Handler = async ({ req, res }) => {
    const { user } = await requireUser(req);
    sendJson(res, 200, await userJson(db, user));
  };

  const updateUser: Handler = async ({ req, res }) => {
    const { user, sessionId } = await requireUser(req);
    const body = await readJsonBody(req);
    const password = optionalString(body, 'password');
    const email = optionalString(body, 'email');
    const data = optionalObject(body, 'data');
    // GoTrue would start a phone change (or demand a nonce); accepting and ignoring would differ.
    for (const key of ['phone', 'nonce'])
      if (body[key] !== undefined && body[key] !== null && body[key] !== '')
        throw new AuthHttpError(400, 'validation_failed', `${key} is not supported by the local stack`);
    if (email !== undefined && normaliseEmail(email) !== user.email) {
      throw new AuthHttpError(
        400,
        'validation_failed',
        'Changing the email address is not supported by the local stack',
      );
    }
    let passwordHash: string | undefined;
    if (password !== undefined) {
      assertStrongPassword(config, password);
      if (await passwordMatches(user, password)) {
        throw new AuthHttpError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(password);
    }
    const updated = await db.transaction(async (tx) => {
      if (passwordHash) {
        await setPassword(tx, user.id, passwordHash);
        // As GoTrue does: a new password signs out every other device.
        await endSessions(tx, user.id, sessionId, 'others');
      }
      if (data) await mergeUserMetadata(tx, user.id, data);
      return userJson(tx, (await findUserById(tx, user.id)) ?? user);
    });
    sendJson(res, 200, updated);
  };

  const logout: Handler = async ({ req, res, url }) => {
    const { user, sessionId } = await requireUser(req);
    const scope = url.searchParams.get('scope') ?? 'global';
    const known = LOGOUT_SCOPES.find((candidate) => candidate === scope);
    if (!known) throw new AuthHttpError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    await endSessions(db, user.id, sessionId, known);
    sendNoContent(res);
  };

  const recover: Handler = async ({ req, res, url }) => {
    const body = await readJsonBody(req);
    const email = optionalString(body, 'email');
    if (!email) throw new AuthHttpError(400, 'validation_failed', 'Password recovery requires an email');
    assertValidEmail(email);
    const redirectTo = resolveRedirect(config, url.searchParams.get('redirect_to'));
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email, true);
      // Unknown addresses get the same answer, so the endpoint cannot tell who has an account.
      if (user) await sendEmailLink(tx, user, 'recovery', redirectTo);
    });
    sendJson(res, 200, {});
  };

  const resend: Handler = async ({ req, res, url }) => {
    const body = await readJsonBody(req);
    const type = optionalString(body, 'type');
    const email = optionalString(body, 'email');
    if (!type || !RESEND_TYPES.includes(type)) {
      throw new AuthHttpError(
        400,
        'validation_failed',
        `Missing one of these types: ${RESEND_TYPES.join(', ')}`,
      );
    }
    if (type === 'signup') {
      if (!email) throw new AuthHttpError(400, 'validation_failed', 'Resend requires an email');
      assertValidEmail(email);
      const redirectTo = resolveRedirect(config, url.searchParams.get('redirect_to'));
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email, true);
        if (user && !user.email_confirmed_at) await sendEmailLink(tx, user, 'confirmation', redirectTo);
      });
    }
    sendJson(res, 200, {});
  };

  const settings: Handler = async ({ res }) => {
    sendJson(res, 200, {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: !config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  };

  const health: Handler = async ({ res }) => {
    sendJson(res, 200, {
      version: 'local',
      name: 'GoTrue',
      description: 'Local stand-in for the Supabase auth service',
    });
  };

  const adminCreateUser: Handler = async ({ req, res }) => {
    await requireAdmin(req);
    const body = await readJsonBody(req);
    const email = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const confirmed = optionalBoolean(body, 'email_confirm') ?? false;
    const userMetadata = optionalObject(body, 'user_metadata') ?? {};
    const appMetadata = optionalObject(body, 'app_metadata') ?? {};
    // GoTrue would honour these; storing the user without them would be a different answer.
    const unsupported = ADMIN_CREATE_UNSUPPORTED.find(
      (key) => body[key] !== undefined && body[key] !== null && body[key] !== false,
    );
    if (unsupported)
      throw new AuthHttpError(
        400,
        'validation_failed',
        `${unsupported} is not supported by the local stack's admin API`,
      );
    if (!email)
      throw new AuthHttpError(400, 'validation_failed', 'Unable to validate email address: missing email');
    assertValidEmail(email);
    if (password !== undefined) assertStrongPassword(config, password);
    const passwordHash = password === undefined ? '' : await hashPassword(password);
    const user = await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email, true)) {
        throw new AuthHttpError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      const created = await insertUser(tx, {
        email,
        passwordHash,
        confirmed,
        userMetadata,
        appMetadata,
        via: 'admin',
      });
      return userJson(tx, created);
    });
    sendJson(res, 200, user);
  };

  const adminListUsers: Handler = async ({ req, res, url }) => {
    await requireAdmin(req);
    // supabase-js sends `page=&per_page=` when listUsers() gets no arguments: empty means default.
    const page = Number(url.searchParams.get('page') || '1');
    const perPage = Number(url.searchParams.get('per_page') || '50');
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
      throw new AuthHttpError(400, 'validation_failed', 'page and per_page must be positive integers');
    }
    const { users, total } = await listUsers(db, page, perPage);
    const list = [];
    for (const user of users) list.push(await userJson(db, user));
    sendJson(res, 200, { users: list, aud: 'authenticated' }, { 'X-Total-Count': String(total) });
  };

  /** DELETE /admin/users/<id>, as GoTrue: the user goes (sessions and identities with it), 200 {user}. */
  const adminDeleteUser = async ({ req, res }: Parameters<Handler>[0], id: string) => {
    await requireAdmin(req);
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
      throw new AuthHttpError(404, 'user_not_found', 'User not found');
    const body = await readJsonBody(req).catch(() => ({}) as Record<string, unknown>);
    if (optionalBoolean(body, 'should_soft_delete'))
      throw new AuthHttpError(
        400,
        'validation_failed',
        "should_soft_delete is not supported by the local stack's admin API",
      );
    const user = await findUserById(db, id);
    if (!user) throw new AuthHttpError(404, 'user_not_found', 'User not found');
    const json = await userJson(db, user);
    await db.query('delete from auth.users where id = $1', [id]);
    sendJson(res, 200, json);
  };

  const routes: Record<string, Partial<Record<string, Handler>>> = {
    '/signup': { POST: signup },
    '/token': { POST: token },
    '/verify': { GET: verify },
    '/user': { GET: getUser, PUT: updateUser },
    '/logout': { POST: logout },
    '/recover': { POST: recover },
    '/resend': { POST: resend },
    '/settings': { GET: settings },
    '/health': { GET: health },
    '/admin/users': { GET: adminListUsers, POST: adminCreateUser },
  };

  /** /factors (enroll), /factors/<id> (unenroll), /factors/<id>/challenge and /verify. */
  async function routeFactors(ctx: Omit<RequestContext, 'url'>, factorId?: string, step?: string) {
    const method = ctx.req.method ?? '';
    const factor = factorId === undefined ? undefined : decodeURIComponent(factorId);
    if (factor === undefined && method === 'POST') return mfa.enroll(ctx);
    if (factor !== undefined && step === undefined && method === 'DELETE') return mfa.unenroll(ctx, factor);
    if (factor !== undefined && step === 'challenge' && method === 'POST') return mfa.challenge(ctx, factor);
    if (factor !== undefined && step === 'verify' && method === 'POST') return mfa.verify(ctx, factor);
    throw new AuthHttpError(405, 'method_not_allowed', 'Method not allowed');
  }

  return {
    async handle(req, res, path, url) {
      try {
        const factorPath = /^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?\/?$/.exec(path);
        if (factorPath) {
          await routeFactors({ req, res }, factorPath[1], factorPath[2]);
          return;
        }
        const userPath = /^\/admin\/users\/([^/]+)\/?$/.exec(path);
        if (userPath && req.method === 'DELETE') {
          await adminDeleteUser({ req, res, url }, decodeURIComponent(userPath[1]!));
          return;
        }
        const route = routes[path.replace(/\/+$/, '') || '/'];
        if (!route) throw new AuthHttpError(404, 'not_found', 'Not found');
        const handler = route[req.method ?? ''];
        if (!handler) throw new AuthHttpError(405, 'method_not_allowed', 'Method not allowed');
        await handler({ req, res, url });
      } catch (error) {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof AuthHttpError || error instanceof OAuthError) {
          sendError(req, res, error);
          return;
        }
        console.error('auth: unexpected failure', error);
        sendError(
          req,
          res,
          new AuthHttpError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'),
        );
      }
    },
  };
}
