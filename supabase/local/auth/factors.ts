import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** The auth.mfa_factors columns this service reads. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
}

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type::text as factor_type, status::text as status,
  created_at, updated_at, secret, phone, last_challenged_at`;

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

export async function findOwnedFactor(
  db: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return rows[0];
}

/**
 * GoTrue's DeleteExpiredFactors, run before each enrolment: unverified factors that were never
 * challenged and are older than the factor expiry are forgotten.
 */
export async function deleteExpiredFactors(db: Queryable, expirySeconds: number): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $1) < now()`,
    [expirySeconds],
  );
}

export async function insertTotpFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)
     returning ${FACTOR_COLUMNS}`,
    [randomUUID(), userId, friendlyName, secret],
  );
  return rows[0]!;
}

export async function insertChallenge(db: Queryable, factorId: string, ip: string): Promise<ChallengeRow> {
  const { rows } = await db.query<ChallengeRow>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
     returning id, factor_id, created_at, verified_at`,
    [randomUUID(), factorId, ip],
  );
  await db.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factorId]);
  return rows[0]!;
}

/** The factor's challenge, and whether `ip` is the address that asked for it (compared as inet). */
export async function findChallenge(
  db: Queryable,
  factorId: string,
  challengeId: string,
  ip: string,
): Promise<(ChallengeRow & { same_ip: boolean }) | undefined> {
  const { rows } = await db.query<ChallengeRow & { same_ip: boolean }>(
    `select id, factor_id, created_at, verified_at, ip_address = $3::inet as same_ip
     from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId, ip],
  );
  return rows[0];
}

export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
}

/** The challenge is used up and the factor verified; the user's other unverified TOTP factors go. */
export async function completeVerification(
  db: Queryable,
  factor: FactorRow,
  challengeId: string,
): Promise<void> {
  await db.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challengeId]);
  if (factor.status !== 'verified') {
    await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
      factor.id,
    ]);
  }
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`,
    [factor.user_id, factor.factor_type],
  );
}

export async function deleteFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** A factor as GoTrue serialises it (models.Factor): no secret, an empty friendly name left out. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: iso(factor.last_challenged_at),
  };
}
