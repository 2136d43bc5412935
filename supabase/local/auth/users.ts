import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/database.ts';
import { normaliseEmail } from '../http/email.ts';
import { factorJson, listFactors } from './factors.ts';

/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost), so hashes match the hosted format. */
const BCRYPT_COST = 10;

/** The auth.users columns this service reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, is_anonymous`;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  if (!user.encrypted_password) return false;
  try {
    return await bcrypt.compare(password, user.encrypted_password);
  } catch {
    return false;
  }
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false and deleted_at is null
     ${forUpdate ? 'for update' : ''}`,
    [normaliseEmail(email)],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

/** Finds the user an email link was sent to; the column is fixed per link type. */
export async function findUserByEmailToken(
  db: Queryable,
  column: 'confirmation_token' | 'recovery_token',
  token: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${column} = $1 and ${column} <> '' for update`,
    [token],
  );
  return rows[0];
}

/**
 * Inserts the user and its email identity in one go, the way GoTrue's sign-up does, so
 * triggers on auth.users see the same row shape as in production.
 */
export async function insertUser(
  db: Queryable,
  opts: {
    email: string;
    passwordHash: string;
    confirmed: boolean;
    userMetadata: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    /**
     * Sign-up copies the identity's claims (sub, email, email_verified, phone_verified) into
     * user_metadata; the admin API stores only what it was given, plus email_verified when it
     * confirms the address (GoTrue's User.Confirm).
     */
    via?: 'signup' | 'admin';
  },
): Promise<UserRow> {
  const id = randomUUID();
  const email = normaliseEmail(opts.email);
  const identityData = { sub: id, email, email_verified: opts.confirmed, phone_verified: false };
  const appMetadata = { ...opts.appMetadata, provider: 'email', providers: ['email'] };
  const userMetadata =
    opts.via === 'admin'
      ? { ...opts.userMetadata, ...(opts.confirmed ? { email_verified: true } : {}) }
      : { ...opts.userMetadata, ...identityData };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_super_admin)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), false)`,
    [id, email, opts.passwordHash, opts.confirmed, JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now())`,
    [id, JSON.stringify(identityData)],
  );
  const user = await findUserById(db, id);
  if (!user) throw new Error('auth.users insert did not persist');
  return user;
}

/** Marks the email as verified on the user, its identity and the metadata copy clients read. */
export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
    userId,
    passwordHash,
  ]);
}

export async function recordSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  await db.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function mergeUserMetadata(
  db: Queryable,
  userId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(data)],
  );
}

export async function storeEmailToken(
  db: Queryable,
  userId: string,
  kind: 'confirmation' | 'recovery',
  token: string,
): Promise<void> {
  const sql =
    kind === 'confirmation'
      ? `update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`
      : `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`;
  await db.query(sql, [userId, token]);
}

export async function clearRecoveryToken(db: Queryable, userId: string): Promise<void> {
  await db.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [userId]);
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/**
 * The user object as GoTrue serialises it: unset optional timestamps are omitted, not null, and
 * `factors` (verified and unverified) only when there are some.
 */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const factors = await listFactors(db, user.id);
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map(identityJson),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

/**
 * What GoTrue answers for a sign-up with an already confirmed address while confirmations
 * are on: a plausible user with a random id and no identities, so the response does not
 * reveal that the address has an account.
 */
export function obfuscatedUserJson(email: string, userMetadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email: normaliseEmail(email),
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from auth.users where deleted_at is null`,
  );
  return { users: rows, total: count.rows[0]?.total ?? 0 };
}
