import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { authSettingsFor } from './auth-settings.ts';

const toml = (local: string, production = '') => `
[auth]
site_url = "http://localhost:5173"
${local}

[remotes.production]
project_id = "env(SUPABASE_PRODUCTION_PROJECT_REF)"

[remotes.production.auth]
site_url = "env(SITE_URL)"
${production}
`;

describe('authSettingsFor', () => {
  it('reads [auth] for local builds and the production block for production builds', () => {
    const config = toml('minimum_password_length = 6', 'minimum_password_length = 10');
    expect(authSettingsFor('local', config)).toEqual({ minimumPasswordLength: 6 });
    expect(authSettingsFor('production', config)).toEqual({ minimumPasswordLength: 10 });
  });

  it('falls back as `supabase config push` does: [auth], then Auth’s own default of 6', () => {
    expect(authSettingsFor('production', toml('minimum_password_length = 8'))).toEqual({
      minimumPasswordLength: 8,
    });
    expect(authSettingsFor('production', toml(''))).toEqual({ minimumPasswordLength: 6 });
  });

  it('stops the build on a value Auth would not take, naming the block', () => {
    expect(() => authSettingsFor('production', toml('', 'minimum_password_length = 4'))).toThrow(
      '[remotes.production.auth] minimum_password_length must be a whole number from 6 to 72',
    );
    expect(() => authSettingsFor('local', toml('minimum_password_length = "ten"'))).toThrow(
      '[auth] minimum_password_length',
    );
  });

  it('gives the shop’s builds 6 locally (the spec’s message holds) and 10 in production', () => {
    const config = readFileSync('supabase/config.toml', 'utf8');
    expect(authSettingsFor('local', config).minimumPasswordLength).toBe(6);
    expect(authSettingsFor('production', config).minimumPasswordLength).toBe(10);
  });
});
