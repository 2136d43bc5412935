import { parseEnv } from '@/config/env-schema';

describe('parseEnv', () => {
  it('falls back to local defaults when nothing is set (or set blank)', () => {
    const env = parseEnv({ VITE_SITE_URL: '', MODE: 'test' });
    expect(env.VITE_SITE_URL).toBe('https://adventurecluekits.com');
    expect(env.VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(env.VITE_SUPABASE_ANON_KEY.split('.')).toHaveLength(3);
    expect(env.VITE_META_PIXEL_ID).toBeUndefined();
  });

  it('takes configured values and drops a trailing slash from the site URL', () => {
    const env = parseEnv({
      VITE_SITE_URL: 'https://staging.example.org/',
      VITE_SUPPORT_EMAIL: 'help@example.org',
      VITE_META_PIXEL_ID: '123456',
    });
    expect(env.VITE_SITE_URL).toBe('https://staging.example.org');
    expect(env.VITE_SUPPORT_EMAIL).toBe('help@example.org');
    expect(env.VITE_META_PIXEL_ID).toBe('123456');
  });

  it('names every invalid variable in one readable error', () => {
    expect(() =>
      parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPPORT_EMAIL: 'nobody', VITE_META_PIXEL_ID: 'abc' }),
    ).toThrow(
      /VITE_SUPABASE_URL[\s\S]*VITE_META_PIXEL_ID[\s\S]*VITE_SUPPORT_EMAIL|VITE_SUPABASE_URL[\s\S]*VITE_SUPPORT_EMAIL/,
    );
  });

  it('takes payments in local builds, and in production builds only when told to', () => {
    const hosted = {
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'hosted-anon-key',
      VITE_SUPPORT_EMAIL: 'help@example.org',
    };
    expect(parseEnv({}).VITE_PAYMENTS_ENABLED).toBe(true);
    expect(parseEnv(hosted, 'production').VITE_PAYMENTS_ENABLED).toBe(false);
    expect(parseEnv({ ...hosted, VITE_PAYMENTS_ENABLED: 'true' }, 'production').VITE_PAYMENTS_ENABLED).toBe(
      true,
    );
    expect(parseEnv({ VITE_PAYMENTS_ENABLED: 'false' }).VITE_PAYMENTS_ENABLED).toBe(false);
    expect(() => parseEnv({ VITE_PAYMENTS_ENABLED: 'yes' })).toThrow(/VITE_PAYMENTS_ENABLED/);
  });
});

describe('parseEnv for a production build', () => {
  const hosted = {
    VITE_SUPABASE_URL: 'https://abcd.supabase.co',
    VITE_SUPABASE_ANON_KEY: 'hosted-anon-key',
    VITE_SUPPORT_EMAIL: 'help@example.org',
  };

  it('takes the hosted project and support address', () => {
    const env = parseEnv(hosted, 'production');
    expect(env.VITE_SUPABASE_URL).toBe('https://abcd.supabase.co');
    expect(env.VITE_SUPABASE_ANON_KEY).toBe('hosted-anon-key');
    expect(env.VITE_SUPPORT_EMAIL).toBe('help@example.org');
  });

  it('stops with a clear message when the Supabase project or support address is missing', () => {
    expect(() => parseEnv({}, 'production')).toThrow(
      /VITE_SUPABASE_URL: required for a production build[\s\S]*VITE_SUPABASE_ANON_KEY: required[\s\S]*VITE_SUPPORT_EMAIL: required/,
    );
  });

  it('never builds a production site that talks to this machine or uses the demo key', () => {
    for (const url of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321']) {
      expect(() => parseEnv({ ...hosted, VITE_SUPABASE_URL: url }, 'production')).toThrow(
        /VITE_SUPABASE_URL: .* is this machine/,
      );
    }
    expect(() =>
      parseEnv({ ...hosted, VITE_SUPABASE_ANON_KEY: parseEnv({}).VITE_SUPABASE_ANON_KEY }, 'production'),
    ).toThrow(/demo key/);
  });

  it('lets a local build (npm run build:local, tests, dev) default to the local stack', () => {
    expect(parseEnv({}, 'local').VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
  });
});
