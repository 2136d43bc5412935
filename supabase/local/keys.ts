import { errors, jwtVerify, SignJWT } from 'jose';

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

/** The local functions' DOWNLOAD_LINK_SECRET (download links are derived from it, ADR 035); local only too. */
export const DOWNLOAD_LINK_SECRET = 'local-download-link-secret-for-the-offline-stack';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

const encoder = new TextEncoder();

/** HS256 JWT signed with jose; `exp` is whatever the claims carry (tests sign tokens without one on purpose). */
export function signJwt(claims: JwtClaims, secret = JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export type JwtCheck =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'no_expiry' };

/**
 * Verifies an HS256 token with jose: structure, algorithm, signature, then the time claims. A
 * token without `exp` is refused: GoTrue never issues one, and one that never expires cannot be
 * taken back.
 */
export async function verifyJwt(token: string, secret = JWT_SECRET): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify<JwtClaims>(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp')
      return { ok: false, reason: 'no_expiry' };
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed)
      return { ok: false, reason: 'bad_signature' };
    return { ok: false, reason: 'malformed' };
  }
}
