/**
 * Email links as a browser app experiences them: the verify redirect lands on the app with
 * the session in the URL fragment, and supabase-js's own detectSessionInUrl picks it up.
 * A jsdom window is installed by hand rather than with vitest's jsdom environment, whose
 * URL class would break the Node-side stack (fileURLToPath) running in the same process.
 */
import { JSDOM } from 'jsdom';
import { createClient } from '@supabase/supabase-js';
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../keys.ts';
import type { AuthHarness } from './test-harness.ts';
import {
  HOOK_TIMEOUT_MS,
  followLink,
  linkFromMail,
  memoryStorage,
  startAuthHarness,
  testClient,
} from './test-harness.ts';

const APP_ORIGIN = 'http://localhost:3000';
const dom = new JSDOM('<!doctype html><title>Adventure Clue Kits</title>', { url: `${APP_ORIGIN}/` });
const { window } = dom;
const browserGlobals = globalThis as { window?: unknown; document?: unknown };
const PASSWORD = 'old-pirate-password';
const NEW_PASSWORD = 'new-pirate-password';

let harness: AuthHarness;
let counter = 0;
const newEmail = () => `browser${++counter}-${Date.now()}@example.com`;

beforeAll(async () => {
  harness = await startAuthHarness({ siteUrl: APP_ORIGIN });
  // supabase-js decides it runs in a browser when both of these exist.
  browserGlobals.window = window;
  browserGlobals.document = window.document;
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  delete browserGlobals.window;
  delete browserGlobals.document;
  window.close();
  await harness.stop();
}, HOOK_TIMEOUT_MS);

/** Lands the "browser" on the redirect target, then boots the app's client there. */
async function openAppAt(location: URL): Promise<{ client: SupabaseClient; events: AuthChangeEvent[] }> {
  expect(location.origin).toBe(APP_ORIGIN);
  window.history.replaceState(null, '', `${location.pathname}${location.search}${location.hash}`);
  const client = createClient(harness.url, ANON_KEY, {
    auth: { storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: true },
    realtime: { transport: WebSocket as never },
  });
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => void events.push(event));
  await client.auth.getSession();
  // supabase-js announces a session found in the URL on the next turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { client, events };
}

describe('email links in the browser', () => {
  it('signs a new member in from the confirmation link (SIGNED_IN) and clears the fragment', async () => {
    const email = newEmail();
    const { error } = await testClient(harness.url).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${APP_ORIGIN}/clue-login` },
    });
    expect(error).toBeNull();
    const { client, events } = await openAppAt(await followLink(linkFromMail(harness.mails, email)));
    expect(events).toContain('SIGNED_IN');
    expect(window.location.hash).toBe('');
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('runs a password reset: email, link, PASSWORD_RECOVERY, updateUser, sign-in with the new password', async () => {
    const email = newEmail();
    await testClient(harness.url).auth.signUp({ email, password: PASSWORD });
    await followLink(linkFromMail(harness.mails, email));

    const requester = testClient(harness.url);
    const reset = await requester.auth.resetPasswordForEmail(email, {
      redirectTo: `${APP_ORIGIN}/account/reset`,
    });
    expect(reset.error).toBeNull();
    const mail = harness.mails.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe('Reset your Adventure Clue Kits password');

    const { client, events } = await openAppAt(await followLink(linkFromMail(harness.mails, email)));
    expect(events).toContain('PASSWORD_RECOVERY');

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');
    const updated = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(events.at(-1)).toBe('USER_UPDATED');

    const fresh = testClient(harness.url);
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await fresh.auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
  });

  it('answers a reset request for an unknown address exactly like a known one', async () => {
    const before = harness.mails.length;
    const { data, error } = await testClient(harness.url).auth.resetPasswordForEmail(newEmail());
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(harness.mails.length).toBe(before);
  });
});
