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

  it('takes payments against the local stack, and on a hosted project only when told to', () => {
    expect(parseEnv({}).VITE_PAYMENTS_ENABLED).toBe(true);
    expect(parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }).VITE_PAYMENTS_ENABLED).toBe(false);
    expect(
      parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_PAYMENTS_ENABLED: 'true' })
        .VITE_PAYMENTS_ENABLED,
    ).toBe(true);
    expect(parseEnv({ VITE_PAYMENTS_ENABLED: 'false' }).VITE_PAYMENTS_ENABLED).toBe(false);
    expect(() => parseEnv({ VITE_PAYMENTS_ENABLED: 'yes' })).toThrow(/VITE_PAYMENTS_ENABLED/);
  });
});
