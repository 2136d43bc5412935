import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './stack.ts';

type Table = Record<string, unknown>;
const config = parse(readFileSync(join(PROJECT_ROOT, 'supabase/config.toml'), 'utf8')) as Table;
const at = (root: Table, ...keys: string[]): Table =>
  keys.reduce<Table>((value, key) => (value[key] ?? {}) as Table, root);

/**
 * `supabase config push` sends the top-level settings overlaid with the matching [remotes.<name>]
 * block. Every dev-only auth setting must therefore be overridden for production, with a safe value.
 */
describe('supabase/config.toml for the hosted project', () => {
  const production = at(config, 'remotes', 'production');
  const auth = at(production, 'auth');

  it('names the production project from the environment, not a checked-in ref', () => {
    expect(production.project_id).toBe('env(SUPABASE_PRODUCTION_PROJECT_REF)');
  });

  it('points auth at the real site and allows no localhost redirect', () => {
    expect(auth.site_url).toBe('env(SITE_URL)');
    expect(auth.additional_redirect_urls).toEqual([]);
    expect(JSON.stringify(production)).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('overrides every dev-only auth setting with hosted-like limits', () => {
    const devRateLimit = at(config, 'auth', 'rate_limit');
    const rateLimit = at(auth, 'rate_limit');
    expect(Object.keys(rateLimit).sort()).toEqual(Object.keys(devRateLimit).sort());
    expect(rateLimit.email_sent).toBeLessThanOrEqual(30);
    expect(rateLimit.sign_in_sign_ups).toBeLessThanOrEqual(30);
    expect(rateLimit.token_verifications).toBeLessThanOrEqual(30);

    const email = at(auth, 'email');
    expect(email.enable_confirmations).toBe(true);
    expect(email.secure_password_change).toBe(true);
    expect(email.max_frequency).toBe('60s');
    expect(email.otp_expiry).toBeLessThanOrEqual(3600);
    expect(auth.enable_anonymous_sign_ins).toBe(false);
  });

  it('asks production passwords for at least 10 characters', () => {
    expect(auth.minimum_password_length).toBe(10);
  });

  it('keeps the local values where the local stack reads them', () => {
    expect(at(config, 'auth').site_url).toBe('http://localhost:5173');
    // The spec's minimum, so its message 'Password must be at least 6 characters' holds locally.
    expect(at(config, 'auth').minimum_password_length).toBe(6);
  });
});
