import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { memberSessionKey, storedMemberToken } from '@/lib/member-session';
import { supabase } from '@/lib/supabase';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Auth's answers to a password sign-in and a sign-out, as GoTrue gives them. */
function stubAuth(session: { access_token: string; expires_at: number }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(`${env.VITE_SUPABASE_URL}/auth/v1/token`))
      return Response.json({
        ...session,
        token_type: 'bearer',
        expires_in: session.expires_at - Math.floor(Date.now() / 1000),
        refresh_token: 'refresh-token',
        user: {
          id: 'user-1',
          aud: 'authenticated',
          role: 'authenticated',
          email: 'parent@example.com',
          app_metadata: {},
          user_metadata: {},
          created_at: '2026-01-01T00:00:00Z',
        },
      });
    if (url.startsWith(`${env.VITE_SUPABASE_URL}/auth/v1/logout`)) return new Response(null, { status: 204 });
    throw new Error(`Unexpected request to ${url}`);
  });
}

// The member area keeps the session with supabase-js; the cart, on a public page without supabase-js,
// reads the member's token from where that client keeps it. The real client is used here: a change of
// key or of what it stores breaks this test, not a signed-in parent's checkout.
describe('the member session, as public pages read it', () => {
  afterEach(() => window.localStorage.clear());
  afterAll(() => supabase.auth.stopAutoRefresh());

  it('is the token of the member the member area signed in, until they sign out', async () => {
    stubAuth({ access_token: 'token-of-the-member', expires_at: inAnHour() });
    expect(storedMemberToken()).toBeUndefined();

    const { error } = await supabase.auth.signInWithPassword({
      email: 'parent@example.com',
      password: 'correct horse battery',
    });
    expect(error).toBeNull();
    expect(window.localStorage.getItem(memberSessionKey)).not.toBeNull();
    expect(storedMemberToken()).toBe('token-of-the-member');

    await supabase.auth.signOut();
    expect(storedMemberToken()).toBeUndefined();
  });

  it('is no token once it has expired or is about to, which only the member area refreshes', () => {
    const keep = (expiresAt: number) =>
      window.localStorage.setItem(
        memberSessionKey,
        JSON.stringify({ access_token: 'kept-token', expires_at: expiresAt }),
      );
    const now = Math.floor(Date.now() / 1000);
    keep(now + 3600);
    expect(storedMemberToken()).toBe('kept-token');
    keep(now + 5);
    expect(storedMemberToken()).toBeUndefined();
    keep(now - 60);
    expect(storedMemberToken()).toBeUndefined();
    window.localStorage.setItem(memberSessionKey, '{not json');
    expect(storedMemberToken()).toBeUndefined();
  });
});
