import { describe, expect, it } from 'vitest';
import { authConfigFromToml, defaultAuthConfig } from './config.ts';
import { isRedirectAllowed } from './redirect.ts';

describe('authConfigFromToml', () => {
  it('reads the [auth] table of supabase/config.toml, durations included', () => {
    const config = authConfigFromToml({
      site_url: 'http://localhost:5173',
      additional_redirect_urls: ['http://127.0.0.1:5173/**'],
      jwt_expiry: 120,
      refresh_token_reuse_interval: 3,
      minimum_password_length: 8,
      email: { enable_confirmations: false, max_frequency: '1m30s', otp_expiry: 600 },
      rate_limit: { email_sent: 5, sign_in_sign_ups: 7, token_refresh: 9, token_verifications: 11 },
    });
    expect(config).toMatchObject({
      siteUrl: 'http://localhost:5173',
      additionalRedirectUrls: ['http://127.0.0.1:5173/**'],
      jwtExpiry: 120,
      refreshTokenReuseInterval: 3,
      minimumPasswordLength: 8,
      enableConfirmations: false,
      maxFrequencySeconds: 90,
      otpExpiry: 600,
      rateLimits: { emailSentPerHour: 5, signInSignUpsPer5Min: 7, tokenRefreshPer5Min: 9, verifyPer5Min: 11 },
    });
  });

  it('falls back to the hosted defaults: confirmation required, 6-character passwords, 1-hour tokens', () => {
    expect(authConfigFromToml(undefined)).toEqual(defaultAuthConfig);
    expect(defaultAuthConfig).toMatchObject({
      enableConfirmations: true,
      minimumPasswordLength: 6,
      jwtExpiry: 3600,
    });
  });

  it('reads [auth.mfa]: TOTP on unless turned off, the factor limit', () => {
    expect(authConfigFromToml(undefined).mfa).toMatchObject({
      totpEnrollEnabled: true,
      totpVerifyEnabled: true,
      maxEnrolledFactors: 10,
    });
    const config = authConfigFromToml({
      mfa: { max_enrolled_factors: 3, totp: { enroll_enabled: false, verify_enabled: true } },
    });
    expect(config.mfa).toMatchObject({
      totpEnrollEnabled: false,
      totpVerifyEnabled: true,
      maxEnrolledFactors: 3,
    });
    expect(() => authConfigFromToml({ mfa: { totp: { enroll_enabled: 'yes' } } })).toThrow(/enroll_enabled/);
  });

  it('names the setting when a value has the wrong type', () => {
    expect(() => authConfigFromToml({ jwt_expiry: '1h' })).toThrow(/jwt_expiry/);
    expect(() => authConfigFromToml({ site_url: 'localhost:5173' })).toThrow(/site_url/);
    expect(() => authConfigFromToml({ email: { max_frequency: 'soon' } })).toThrow(/max_frequency/);
  });
});

describe('redirect allow-list', () => {
  const config = {
    ...defaultAuthConfig,
    siteUrl: 'http://localhost:5173',
    additionalRedirectUrls: ['https://*.example.org/**', 'myapp://callback'],
  };

  it('allows the site host on any port and loopback addresses while the site is local', () => {
    expect(isRedirectAllowed(config, 'http://localhost:4173/clue-login')).toBe(true);
    expect(isRedirectAllowed(config, 'http://127.0.0.1:9999/')).toBe(true);
  });

  it('matches globs like GoTrue: * within one label or segment, ** across them', () => {
    expect(isRedirectAllowed(config, 'https://app.example.org/a/b')).toBe(true);
    expect(isRedirectAllowed(config, 'https://evil.app.example.org/a')).toBe(false);
    expect(isRedirectAllowed(config, 'https://example.org.evil.test/')).toBe(false);
  });

  it('refuses other hosts and non-web schemes not on the list', () => {
    expect(isRedirectAllowed(config, 'https://evil.test/')).toBe(false);
    expect(isRedirectAllowed(config, 'javascript:alert(1)')).toBe(false);
    expect(isRedirectAllowed(config, 'not a url')).toBe(false);
  });
});
