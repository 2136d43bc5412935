/** GoTrue's email check (a pragmatic subset of RFC 5322). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The width of auth.users.email. */
const MAX_EMAIL_LENGTH = 255;

/** Addresses are stored trimmed and lower-cased, as GoTrue does, so lookups and comparisons ignore case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed);
}
