import { compactVerify, decodeProtectedHeader } from 'jose';
import { RestError } from './errors.ts';
import type { JwtClaims } from '../keys.ts';

/**
 * The JWT checks PostgREST makes (Auth/Jwt.hs), with its error codes and messages: three parts, a
 * signature one of its keys verifies, then exp / nbf / iat with 30 seconds of clock skew. One
 * rule is the local stack's own (README): a token without `exp` is refused, as the auth server
 * and the functions gateway refuse it, because one that never expires cannot be taken back.
 */

const CLOCK_SKEW_SECONDS = 30;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function invalid(code: 'PGRST301' | 'PGRST303', message: string, details: string | null = null): RestError {
  return new RestError(
    401,
    { code, message, details, hint: null },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}` },
  );
}

export async function verifyRequestJwt(token: string, secret: string, now = Date.now()): Promise<JwtClaims> {
  if (token === '') throw invalid('PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw invalid('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  try {
    decodeProtectedHeader(token);
  } catch {
    throw invalid('PGRST301', 'JWT cryptographic operation failed');
  }
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch {
    throw invalid(
      'PGRST301',
      'No suitable key or wrong key type',
      'None of the keys was able to decode the JWT',
    );
  }
  let claims: unknown;
  try {
    claims = JSON.parse(decoder.decode(payload));
  } catch {
    throw invalid('PGRST303', 'Parsing claims failed');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    throw invalid('PGRST303', 'Parsing claims failed');
  const record = claims as JwtClaims;
  const seconds = Math.floor(now / 1000);
  const time = (name: string, message: string, failed: (value: number) => boolean) => {
    const value = record[name];
    if (value === undefined || value === null) return;
    if (typeof value !== 'number') throw invalid('PGRST303', `The JWT '${name}' claim must be a number`);
    if (failed(value)) throw invalid('PGRST303', message);
  };
  time('exp', 'JWT expired', (exp) => seconds - CLOCK_SKEW_SECONDS > exp);
  time('nbf', 'JWT not yet valid', (nbf) => seconds + CLOCK_SKEW_SECONDS < nbf);
  time('iat', 'JWT issued at future', (iat) => seconds + CLOCK_SKEW_SECONDS < iat);
  const aud = record.aud;
  if (
    aud !== undefined &&
    typeof aud !== 'string' &&
    !(Array.isArray(aud) && aud.every((a) => typeof a === 'string'))
  )
    throw invalid('PGRST303', "The JWT 'aud' claim must be a string or an array of strings");
  if (record.exp === undefined || record.exp === null)
    throw invalid('PGRST301', 'JWT claim "exp" is required by the local stack');
  return record;
}
