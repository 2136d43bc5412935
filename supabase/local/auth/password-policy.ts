import type { AuthConfig } from './config.ts';
import { isValidEmail } from '../http/email.ts';
import { AuthHttpError } from './http.ts';

/** bcrypt ignores everything after 72 bytes, so GoTrue refuses longer passwords outright. */
const MAX_PASSWORD_BYTES = 72;

export function assertValidEmail(email: string) {
  if (!isValidEmail(email)) {
    throw new AuthHttpError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
}

/** 422 weak_password with GoTrue's reasons list, which supabase-js turns into AuthWeakPasswordError. */
export function assertStrongPassword(config: AuthConfig, password: string) {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw new AuthHttpError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  if ([...password].length < config.minimumPasswordLength) {
    const message = `Password should be at least ${config.minimumPasswordLength} characters.`;
    throw new AuthHttpError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });
  }
}
