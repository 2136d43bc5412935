/**
 * Settings of the local auth service, named after supabase/config.toml's [auth] section.
 * Defaults follow hosted Supabase rather than the CLI where they differ: the product
 * requires email confirmation before a member can sign in.
 */
export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  refreshTokenRotation: boolean;
  /** Seconds during which a rotated refresh token may still be exchanged. */
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  enableSignup: boolean;
  /** false = auto-confirm: sign-up returns a session at once. */
  enableConfirmations: boolean;
  /** Minimum seconds between two emails to the same address. */
  maxFrequencySeconds: number;
  /** Lifetime of email links in seconds. */
  otpExpiry: number;
  rateLimits: {
    /** Emails sent by the whole service per hour. */
    emailSentPerHour: number;
    /** Per client IP, per 5 minutes. */
    tokenRefreshPer5Min: number;
    signInSignUpsPer5Min: number;
    verifyPer5Min: number;
  };
  /** Second factors ([auth.mfa]); only TOTP exists here (phone and WebAuthn answer "disabled"). */
  mfa: {
    totpEnrollEnabled: boolean;
    totpVerifyEnabled: boolean;
    /** Factors a user may hold, verified or not. */
    maxEnrolledFactors: number;
    /** Seconds a challenge may be verified after it was made. */
    challengeExpirySeconds: number;
    /** Seconds after which an unverified, never challenged factor is forgotten at the next enrolment. */
    factorExpirySeconds: number;
    /** Challenges, and separately verifications, per client IP per minute. */
    challengeAndVerifyPerMinute: number;
  };
}

export const defaultAuthConfig: AuthConfig = {
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: [],
  jwtExpiry: 3600,
  refreshTokenRotation: true,
  refreshTokenReuseInterval: 10,
  minimumPasswordLength: 6,
  enableSignup: true,
  enableConfirmations: true,
  maxFrequencySeconds: 60,
  otpExpiry: 86400,
  rateLimits: {
    // GoTrue's limit when a custom SMTP server (here: the local mailbox) is configured.
    emailSentPerHour: 30,
    tokenRefreshPer5Min: 150,
    signInSignUpsPer5Min: 30,
    verifyPer5Min: 30,
  },
  // GoTrue's defaults (conf/configuration.go MFAConfiguration), TOTP on as on hosted projects.
  mfa: {
    totpEnrollEnabled: true,
    totpVerifyEnabled: true,
    maxEnrolledFactors: 10,
    challengeExpirySeconds: 300,
    factorExpirySeconds: 300,
    challengeAndVerifyPerMinute: 15,
  },
};

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick<T>(table: Table, key: string, check: (value: unknown) => value is T, fallback: T): T {
  const value = table[key];
  if (value === undefined) return fallback;
  if (!check(value)) throw new Error(`supabase/config.toml: [auth] ${key} has an unexpected type`);
  return value;
}

/** Email links fall back to the site URL, so it must be an absolute http(s) URL. */
const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Durations as the CLI writes them: "60s", "1m", "1h30m" (a bare number means seconds). */
export function parseDuration(value: unknown, key: string): number {
  if (typeof value === 'number' && value >= 0) return value;
  if (typeof value === 'string') {
    const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
    if (parts.length > 0 && parts.map((part) => part[0]).join('') === value.trim()) {
      const unit = { h: 3600, m: 60, s: 1 } as const;
      return parts.reduce((sum, part) => sum + Number(part[1]) * unit[part[2] as keyof typeof unit], 0);
    }
  }
  throw new Error(`supabase/config.toml: ${key} must be a duration such as "60s"`);
}

/** Builds the auth settings from the parsed [auth] table of supabase/config.toml. */
export function authConfigFromToml(raw: unknown): AuthConfig {
  const auth = isTable(raw) ? raw : {};
  const email = isTable(auth.email) ? auth.email : {};
  const limits = isTable(auth.rate_limit) ? auth.rate_limit : {};
  const mfa = isTable(auth.mfa) ? auth.mfa : {};
  const totp = isTable(mfa.totp) ? mfa.totp : {};
  const defaults = defaultAuthConfig;
  return {
    siteUrl: pick(auth, 'site_url', isWebUrl, defaults.siteUrl),
    additionalRedirectUrls: pick(
      auth,
      'additional_redirect_urls',
      isStringList,
      defaults.additionalRedirectUrls,
    ),
    jwtExpiry: pick(auth, 'jwt_expiry', isCount, defaults.jwtExpiry),
    refreshTokenRotation: pick(
      auth,
      'enable_refresh_token_rotation',
      isBoolean,
      defaults.refreshTokenRotation,
    ),
    refreshTokenReuseInterval: pick(
      auth,
      'refresh_token_reuse_interval',
      isCount,
      defaults.refreshTokenReuseInterval,
    ),
    minimumPasswordLength: pick(auth, 'minimum_password_length', isCount, defaults.minimumPasswordLength),
    enableSignup:
      pick(auth, 'enable_signup', isBoolean, defaults.enableSignup) &&
      pick(email, 'enable_signup', isBoolean, defaults.enableSignup),
    enableConfirmations: pick(email, 'enable_confirmations', isBoolean, defaults.enableConfirmations),
    maxFrequencySeconds:
      email.max_frequency === undefined
        ? defaults.maxFrequencySeconds
        : parseDuration(email.max_frequency, '[auth.email] max_frequency'),
    otpExpiry: pick(email, 'otp_expiry', isCount, defaults.otpExpiry),
    rateLimits: {
      emailSentPerHour: pick(limits, 'email_sent', isCount, defaults.rateLimits.emailSentPerHour),
      tokenRefreshPer5Min: pick(limits, 'token_refresh', isCount, defaults.rateLimits.tokenRefreshPer5Min),
      signInSignUpsPer5Min: pick(
        limits,
        'sign_in_sign_ups',
        isCount,
        defaults.rateLimits.signInSignUpsPer5Min,
      ),
      verifyPer5Min: pick(limits, 'token_verifications', isCount, defaults.rateLimits.verifyPer5Min),
    },
    mfa: {
      ...defaults.mfa,
      totpEnrollEnabled: pick(totp, 'enroll_enabled', isBoolean, defaults.mfa.totpEnrollEnabled),
      totpVerifyEnabled: pick(totp, 'verify_enabled', isBoolean, defaults.mfa.totpVerifyEnabled),
      maxEnrolledFactors: pick(mfa, 'max_enrolled_factors', isCount, defaults.mfa.maxEnrolledFactors),
    },
  };
}
