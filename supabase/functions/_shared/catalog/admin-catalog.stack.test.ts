import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchShopCatalog } from '../../../../scripts/vite/shop-catalog.ts';
import {
  createOwner,
  forgetLoopbackCheckouts,
  postFunction,
  signUp,
  type TestMember,
  useTestStack,
} from '../../../local/stack-testing.ts';
import { defaultCatalog } from '../domain/catalog.ts';

// admin-catalog, the build's catalog read and create-checkout under real Deno with the real database
// (issue 29): the owner's edit is audited and asks for a rebuild, and checkout charges what the
// database says at once, refusing a kit that is not on sale.
const rebuilds = vi.fn();
const stack = useTestStack({ buildHook: rebuilds, auth: { enableConfirmations: false } });
let owner: TestMember;

beforeAll(async () => {
  owner = await createOwner(stack);
  await forgetLoopbackCheckouts(stack);
});
afterAll(() => forgetLoopbackCheckouts(stack));

const post = (path: string, body: unknown, token: string) => postFunction(stack, path, body, { token });

const spaceBunnyOnSale = {
  kit: 'space-bunny',
  sale: 'buy',
  prices: { digital: { us: 1500, ca: 2100 }, printed: { us: 4000, ca: 4200 } },
  // ADR 054: the party licence at the family price, the classroom licence sold in Canada only.
  licencePrices: { party: { us: 1500, ca: 2100 }, classroom: { us: null, ca: 5999 } },
};

/** The Stripe stand-in's session behind a checkout URL, as Stripe's API answers it. */
async function stripeSession(url: string): Promise<{ amount_total: number; currency: string }> {
  const id = url.split('/').pop()!;
  const response = await fetch(`${stack.stripe.url}/v1/checkout/sessions/${id}`, {
    headers: { Authorization: `Bearer ${stack.stripe.secretKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { amount_total: number; currency: string };
}

const checkout = (kit: string, region = 'ca') =>
  post(
    'create-checkout',
    { email: 'parent@example.com', region, lines: [{ kit, format: 'digital', quantity: 1 }] },
    stack.anonKey,
  );

describe('the catalog in the database', () => {
  it("is seeded with today's constants, and the build reads it with the anon key", async () => {
    expect(await fetchShopCatalog(stack.apiUrl, stack.anonKey)).toEqual(defaultCatalog);
  });

  it('refuses a kit that is not on sale at checkout', async () => {
    const response = await checkout('space-bunny');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      'lines.0.kit': 'This kit cannot be bought online.',
    });
  });

  it('lets the owner switch a contact kit to buy at new prices: audited, rebuilt, charged at once', async () => {
    const response = await post('admin-catalog/update-offer', spaceBunnyOnSale, owner.accessToken);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      offer: { sale: 'buy', prices: spaceBunnyOnSale.prices, licencePrices: spaceBunnyOnSale.licencePrices },
      changed: true,
      rebuild: 'started',
      notified: 0,
      notifyFailed: 0,
    });
    await vi.waitFor(() => expect(rebuilds).toHaveBeenCalledTimes(1));

    const { rows } = await stack.db.query<{
      actor_email: string;
      details: Record<string, Record<string, unknown>>;
    }>(
      `select actor_email, details from public.admin_audit_log
       where action = 'edit_kit_offer' and subject_table = 'kit_offers' and subject_id = 'space-bunny'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_email).toBe(owner.email);
    expect(rows[0]!.details.before).toMatchObject({ sale_state: 'contact', digital_ca_cents: 2499 });
    expect(rows[0]!.details.after).toMatchObject({
      sale_state: 'buy',
      digital_ca_cents: 2100,
      classroom_us_cents: null,
      classroom_ca_cents: 5999,
    });

    const paid = await checkout('space-bunny');
    expect(paid.status, await paid.clone().text()).toBe(200);
    const session = await stripeSession(((await paid.json()) as { url: string }).url);
    expect(session).toMatchObject({ amount_total: 2100, currency: 'cad' });
    expect((await fetchShopCatalog(stack.apiUrl, stack.anonKey)).offers['space-bunny']).toEqual({
      sale: 'buy',
      prices: spaceBunnyOnSale.prices,
      licencePrices: spaceBunnyOnSale.licencePrices,
    });
  });

  it('records nothing and rebuilds nothing when a save changes nothing', async () => {
    rebuilds.mockClear();
    const response = await post('admin-catalog/update-offer', spaceBunnyOnSale, owner.accessToken);
    expect(await response.json()).toMatchObject({ changed: false });
    expect(rebuilds).not.toHaveBeenCalled();
  });

  it('sets the printed season and records it', async () => {
    const response = await post('admin-catalog/printed-season', { daysBeforeEaster: 10 }, owner.accessToken);
    expect(await response.json()).toMatchObject({ changed: true, rebuild: 'started' });
    expect((await fetchShopCatalog(stack.apiUrl, stack.anonKey)).daysBeforeEaster).toBe(10);
    const { rows } = await stack.db.query(
      `select 1 from public.admin_audit_log where action = 'edit_printed_season'`,
    );
    expect(rows).toHaveLength(1);
  });

  it("refuses a bad price with the field named, in the request's language, and changes nothing", async () => {
    const bad = { ...spaceBunnyOnSale, prices: { ...spaceBunnyOnSale.prices, digital: { us: 0, ca: 2100 } } };
    const response = await post('admin-catalog/update-offer', { ...bad, locale: 'fr' }, owner.accessToken);
    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string> };
    // French spacing: no-break spaces inside the amounts.
    expect(Object.keys(fieldErrors)).toEqual(['prices.digital.us']);
    expect(fieldErrors['prices.digital.us']!.replace(/\s/gu, ' ')).toBe(
      'Entrez un prix entre 1,00 $ US et 999,99 $ US.',
    );
    expect(
      (await fetchShopCatalog(stack.apiUrl, stack.anonKey)).offers['space-bunny'].prices.digital.us,
    ).toBe(1500);
  });

  it("is the owner's alone: a member is refused", async () => {
    const member = await signUp(stack);
    const response = await post('admin-catalog/update-offer', spaceBunnyOnSale, member.accessToken);
    expect(response.status).toBe(403);
  });
});

describe("'Tell me when it's available'", () => {
  const notifyMe = (fields: Record<string, string>) =>
    fetch(`${stack.apiUrl}/functions/v1/notify-me`, {
      method: 'POST',
      redirect: 'manual',
      // A plain HTML form: no apikey, no Authorization (verify_jwt = false).
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const site = 'http://localhost:5173';

  it('stores a request with consent, shows it to the owner, emails it once on sale, and unsubscribes', async () => {
    const email = `Waiting-${Date.now()}@Example.com`;
    const asked = await notifyMe({ kit: 'dino-bunny-hunt', email, consent: 'on', locale: 'fr' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`${site}/fr/templates/dino-bunny-hunt#notify-sent`);
    // Asking again is the same as once.
    expect((await notifyMe({ kit: 'dino-bunny-hunt', email, consent: 'on', locale: 'fr' })).status).toBe(303);

    const list = await post('admin-catalog/notify-requests', {}, owner.accessToken);
    const { requests } = (await list.json()) as { requests: { kit_slug: string; email: string }[] };
    expect(requests.filter((request) => request.kit_slug === 'dino-bunny-hunt')).toEqual([
      expect.objectContaining({ email, locale: 'fr', notified_at: null, unsubscribed_at: null }),
    ]);

    stack.mailbox.clear();
    const onSale = await post(
      'admin-catalog/update-offer',
      { ...spaceBunnyOnSale, kit: 'dino-bunny-hunt' },
      owner.accessToken,
    );
    expect(await onSale.json()).toMatchObject({ changed: true, notified: 1, notifyFailed: 0 });
    const sent = stack.mailbox
      .list()
      .filter((message) => message.to.join().toLowerCase() === email.toLowerCase());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Chasse aux dinosaures du lapin est maintenant offerte');
    expect(sent[0]!.text).toContain(`${site}/fr/templates/dino-bunny-hunt`);

    // Back to contact and on sale again: nobody is written to twice.
    await post(
      'admin-catalog/update-offer',
      { ...spaceBunnyOnSale, kit: 'dino-bunny-hunt', sale: 'contact' },
      owner.accessToken,
    );
    const again = await post(
      'admin-catalog/update-offer',
      { ...spaceBunnyOnSale, kit: 'dino-bunny-hunt' },
      owner.accessToken,
    );
    expect(await again.json()).toMatchObject({ notified: 0 });
    expect(
      stack.mailbox.list().filter((message) => message.to.join().toLowerCase() === email.toLowerCase()),
    ).toHaveLength(1);

    const link = /https?:\/\/\S+\/functions\/v1\/notify-me\/unsubscribe\?\S+/.exec(sent[0]!.text)?.[0];
    expect(link, 'the email carries an unsubscribe link').toBeDefined();
    const unsubscribed = await fetch(link!, { redirect: 'manual' });
    expect(unsubscribed.status).toBe(303);
    expect(unsubscribed.headers.get('location')).toBe(
      `${site}/fr/templates/dino-bunny-hunt#notify-unsubscribed`,
    );
    const { rows } = await stack.db.query<{ unsubscribed_at: string | null }>(
      'select unsubscribed_at from public.kit_notify_requests where lower(email) = lower($1)',
      [email],
    );
    expect(rows[0]!.unsubscribed_at).not.toBeNull();
  });

  it('sends a request without consent or with a bad address back to the form, storing nothing', async () => {
    const noConsent = await notifyMe({ kit: 'superhero-easter', email: 'ada@example.com', locale: 'en' });
    expect(noConsent.headers.get('location')).toBe(`${site}/templates/superhero-easter#notify-problem`);
    const badEmail = await notifyMe({ kit: 'superhero-easter', email: 'ada@', consent: 'on', locale: 'en' });
    expect(badEmail.headers.get('location')).toBe(`${site}/templates/superhero-easter#notify-problem`);
    const { rows } = await stack.db.query(
      `select 1 from public.kit_notify_requests where kit_slug = 'superhero-easter'`,
    );
    expect(rows).toHaveLength(0);
  });
});
