import { z } from 'zod';

import { supabase } from '@/lib/supabase';

/** The name the owner's authenticator app shows beside the codes. */
const ISSUER = 'Adventure Clue Kits';

/**
 * What the owner types: six digits, spaces allowed as apps show them ("123 456"); `codeShape` says
 * what else is refused, in the page's language. Auth checks it again.
 */
export const secondFactorCodeSchemaWith = (codeShape: string) =>
  z.object({
    code: z
      .string()
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, codeShape)),
  });
export type SecondFactorCode = z.output<ReturnType<typeof secondFactorCodeSchemaWith>>;

/** The owner's second factor: one to verify, or a new one to set up (QR code and setup key). */
export type SecondFactorStep =
  | { kind: 'challenge'; factorId: string }
  | { kind: 'enrol'; factorId: string; qrCode: string; secret: string }
  | { kind: 'failed' };

/**
 * Reads the account's factors: a verified TOTP factor is asked for a code; without one a new factor is
 * enrolled, after removing the unverified ones an earlier visit left behind (Auth refuses a second
 * factor with the same name, and they open nothing).
 */
export async function prepareSecondFactor(): Promise<SecondFactorStep> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) return { kind: 'failed' };
  const verified = data.totp[0];
  if (verified) return { kind: 'challenge', factorId: verified.id };
  for (const stale of data.all.filter((factor) => factor.factor_type === 'totp')) {
    const removed = await supabase.auth.mfa.unenroll({ factorId: stale.id });
    if (removed.error) return { kind: 'failed' };
  }
  const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER });
  if (enrolled.error) return { kind: 'failed' };
  return {
    kind: 'enrol',
    factorId: enrolled.data.id,
    qrCode: enrolled.data.totp.qr_code,
    secret: enrolled.data.totp.secret,
  };
}

/**
 * Challenges the factor and verifies the code. On success supabase-js stores the new session (aal2)
 * and reports it to every auth listener, so the console's gate asks again with the new token.
 */
export async function verifySecondFactor(
  factorId: string,
  { code }: SecondFactorCode,
): Promise<{ ok: true } | { ok: false; refusal: 'codeWrong' | 'checkFailed' }> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (!error) return { ok: true };
  return { ok: false, refusal: error.code === 'mfa_verification_failed' ? 'codeWrong' : 'checkFailed' };
}
