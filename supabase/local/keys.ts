import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Local-only credentials. The JWT secret and both keys are the Supabase CLI's public
 * demo values, so tooling written for `supabase start` works against this stack too.
 * They protect nothing and must never be used for a hosted project.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (input: string, secret: string) =>
  createHmac('sha256', secret).update(input).digest('base64url');

/** HS256 JWT, synchronous so key material can be derived at module load. */
export function signJwt(claims: JwtClaims, secret = JWT_SECRET): string {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${sign(unsigned, secret)}`;
}

export type JwtCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

/** Verifies an HS256 token: structure, algorithm, signature, then `exp`. */
export function verifyJwt(token: string, secret = JWT_SECRET, nowSeconds = Date.now() / 1000): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let claims: JwtClaims;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    if (parsedHeader.alg !== 'HS256') return { ok: false, reason: 'bad_signature' };
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
      return { ok: false, reason: 'malformed' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'bad_signature' };
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
