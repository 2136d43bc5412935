import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rateLimitDigest } from './rate-limit-digest.ts';
import { CHECKOUT_LIMIT } from '../orders/create-checkout-handler.ts';
import { RECOVERY_LIMIT } from '../orders/orders-handler.ts';
import type { RunningStack } from '../../../local/stack.ts';
import {
  clientFor,
  createMember,
  createOwner,
  payOnTestCheckout,
  startTestStack,
  uniqueEmail,
  type TestMember,
} from '../../../local/stack-testing.ts';

/**
 * Issue 28 §4: a French page gets French from every function. Each call below is what a page sends
 * (its language as `Accept-Language: fr-CA`, no `locale` in the body), through the real gateway and
 * Deno runner, and each refusal is the exact French a parent or the owner reads, French spacing
 * included (no-break space before a colon, narrow one before ! and ?).
 */
const nbsp = '\u00A0';

let stack: RunningStack;
let member: TestMember;
let owner: TestMember;

beforeAll(async () => {
  stack = await startTestStack();
  member = await createMember(stack);
  owner = await createOwner(stack);
});
afterAll(async () => {
  // On a shared database other suites check out from 127.0.0.1 too.
  if (stack) await stack.db.query(`delete from public.order_rate_claims where kind = 'checkout-ip'`);
  await stack?.stop();
});

interface Answer {
  status: number;
  body: { error?: string; code?: string; fieldErrors?: Record<string, string>; message?: string };
}

/** A call from a French page: the page's language in Accept-Language, the caller's token or the anon key. */
async function fromFrenchPage(
  path: string,
  body: unknown,
  options: { token?: string; method?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/${path}`, {
    method: options.method ?? 'POST',
    headers: {
      Authorization: `Bearer ${options.token ?? stack.anonKey}`,
      'Content-Type': 'application/json',
      'Accept-Language': 'fr-CA',
    },
    body: options.method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A member whose session was signed out: the token still verifies, Auth no longer accepts it. */
async function signedOutMember(): Promise<TestMember> {
  const gone = await createMember(stack);
  await stack.db.query('delete from auth.sessions where user_id = $1', [gone.id]);
  return gone;
}

const digitalCart = (email: string) => ({
  email,
  region: 'ca',
  lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
});

/** A paid order of one digital kit, and the raw token of its link (only the receipt carries it). */
async function paidOrder() {
  const email = uniqueEmail('fr-buyer');
  const started = await fromFrenchPage('create-checkout', { ...digitalCart(email), locale: 'fr' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const url = (started.body as { url: string }).url;
  expect((await payOnTestCheckout(url)).status).toBe(303);
  const receipt = stack.mailbox.list().find((mail) => mail.to.includes(email));
  const token = /\/downloads\/([0-9a-f]{64})/.exec(receipt?.text ?? '')?.[1];
  expect(token, 'the receipt carries the link').toBeDefined();
  const { rows } = await stack.db.query<{ stripe_payment_intent: string }>(
    'select stripe_payment_intent from public.orders where email = $1',
    [email],
  );
  return { token: token!, paymentIntent: rows[0]!.stripe_payment_intent };
}

describe('create-checkout answers a French page in French', () => {
  it('names each bad field of the cart', async () => {
    expect(
      await fromFrenchPage('create-checkout', {
        email: 'pas-un-courriel',
        region: 'mars',
        lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 3 }],
      }),
    ).toEqual({
      status: 400,
      body: {
        error: 'Veuillez vérifier votre panier.',
        fieldErrors: {
          email: 'Veuillez entrer une adresse courriel valide.',
          region: 'Choisissez les États-Unis ou le Canada.',
          'lines.0.quantity': `Une trousse numérique correspond à une licence${nbsp}: sa quantité est toujours de 1.`,
        },
      },
    });
    expect(
      await fromFrenchPage('create-checkout', {
        ...digitalCart('ada@example.com'),
        lines: [{ kit: 'not-a-kit', format: 'digital', quantity: 1 }],
      }),
    ).toEqual({
      status: 400,
      body: {
        error: 'Veuillez vérifier votre panier.',
        fieldErrors: { 'lines.0.kit': 'Cette trousse ne peut pas être achetée en ligne.' },
      },
    });
    expect(await fromFrenchPage('create-checkout', '{')).toEqual({
      status: 400,
      body: { error: 'Le corps de la requête doit être du JSON valide.' },
    });
  });

  it('asks a signed-out member to sign in again, and stops too many attempts', async () => {
    const gone = await signedOutMember();
    expect(
      await fromFrenchPage('create-checkout', digitalCart(gone.email), { token: gone.accessToken }),
    ).toEqual({
      status: 401,
      body: {
        error:
          'Votre session a expiré. Veuillez vous reconnecter, ou vous déconnecter pour payer en tant qu’invité.',
      },
    });

    const digest = await rateLimitDigest(stack.serviceRoleKey, 'checkout-ip', '127.0.0.1');
    await stack.db.query(
      `insert into public.order_rate_claims (kind, key_digest)
         select 'checkout-ip', $1 from generate_series(1, $2)`,
      [digest, CHECKOUT_LIMIT.perIp],
    );
    expect(await fromFrenchPage('create-checkout', digitalCart(uniqueEmail('busy')))).toEqual({
      status: 429,
      body: { error: 'Trop de tentatives de paiement — veuillez réessayer dans un moment.' },
    });
    await stack.db.query(`delete from public.order_rate_claims where kind = 'checkout-ip'`);
  });
});

describe('orders and download answer a French page in French', () => {
  it('orders: 401 for a signed-out member, the recovery form’s field, and 429 past the limit', async () => {
    const gone = await signedOutMember();
    expect(await fromFrenchPage('orders/mine', {}, { token: gone.accessToken })).toEqual({
      status: 401,
      body: { error: 'Votre session a expiré. Veuillez vous reconnecter.' },
    });
    expect(await fromFrenchPage('orders/mine', {})).toEqual({
      status: 401,
      body: { error: 'Veuillez vous connecter pour voir vos commandes.' },
    });
    expect(await fromFrenchPage('orders/recover', { email: 'nope' })).toEqual({
      status: 400,
      body: {
        error: 'Veuillez entrer une adresse courriel valide.',
        fieldErrors: { email: 'Veuillez entrer une adresse courriel valide.' },
      },
    });
    const email = uniqueEmail('fr-recover');
    for (let sent = 0; sent < RECOVERY_LIMIT.perEmail; sent += 1)
      expect(await fromFrenchPage('orders/recover', { email })).toEqual({
        status: 200,
        body: {
          ok: true,
          message:
            'Si cette adresse a des commandes payées, un courriel avec leurs liens de téléchargement est en route. Vérifiez votre boîte de réception et vos courriels indésirables.',
        },
      });
    expect(await fromFrenchPage('orders/recover', { email })).toEqual({
      status: 429,
      body: { error: 'Trop de demandes — veuillez réessayer plus tard.' },
    });
  });

  it('download: the kit download’s rules, field by field, and a link it does not know', async () => {
    const refused = await fromFrenchPage('download', {
      token: 'abc',
      paper: 'legal',
      ink: 'gold',
      childName: 'R2-D2',
      lang: 'de',
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        error: 'Ce lien de téléchargement n’est pas valide.',
        fieldErrors: {
          token: 'Ce lien de téléchargement n’est pas valide.',
          paper: 'Choisissez le papier Lettre ou A4.',
          ink: 'Choisissez l’encre couleur ou noir et blanc.',
          childName:
            'Le prénom de l’enfant peut contenir des lettres, des espaces, des traits d’union et des apostrophes, jusqu’à 40 caractères.',
          lang: 'Choisissez la trousse en anglais (en) ou en français (fr).',
        },
      },
    });
    expect(await fromFrenchPage('download', { token: 'c'.repeat(64), paper: 'a4', ink: 'bw' })).toEqual({
      status: 404,
      body: { error: 'Ce lien de téléchargement n’est plus valide.' },
    });
  });

  it('pauses the downloads of a disputed order, and says when a link has expired', async () => {
    const disputed = await paidOrder();
    const opened = await fetch(`${stack.stripe.url}/_test/disputes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ payment_intent: disputed.paymentIntent }),
    });
    expect(opened.status).toBe(200);
    const paused = {
      status: 403,
      body: {
        error:
          'Les téléchargements de cette commande sont suspendus pendant la contestation de son paiement. Écrivez-nous si vous croyez qu’il s’agit d’une erreur.',
      },
    };
    expect(
      await fromFrenchPage('download', { token: disputed.token, paper: 'letter', ink: 'color' }),
    ).toEqual(paused);
    expect(await fromFrenchPage('orders/downloads', { token: disputed.token })).toEqual(paused);

    const expired = await paidOrder();
    await stack.db.query(
      `update public.download_tokens set expires_at = now() - interval '1 minute' where token_hash = $1`,
      [createHash('sha256').update(expired.token).digest('hex')],
    );
    expect(await fromFrenchPage('download', { token: expired.token, all: true })).toEqual({
      status: 410,
      body: {
        error:
          'Ce lien de téléchargement a expiré. Rechargez la page pour en demander un nouveau par courriel.',
      },
    });
    expect(await fromFrenchPage('orders/downloads', { token: expired.token })).toEqual({
      status: 410,
      body: {
        error: `Ce lien de téléchargement a expiré. Demandez-en un nouveau${nbsp}: nous l’envoyons par courriel à l’adresse de la commande.`,
        expired: true,
      },
    });
  });
});

describe('generate-clue and generate-hunt answer a French page in French', () => {
  const clue = { theme: 'nature', difficulty: 'easy', location: 'sous le tapis' };

  it('generate-clue: sign in, the form’s fields, the words of a place, the method, the quota', async () => {
    expect(await fromFrenchPage('generate-clue', clue)).toEqual({
      status: 401,
      body: { error: 'Veuillez vous connecter pour créer des indices.' },
    });
    expect(
      await fromFrenchPage(
        'generate-clue',
        { theme: '', difficulty: '', location: '' },
        { token: member.accessToken },
      ),
    ).toEqual({
      status: 400,
      body: {
        error:
          'Veuillez choisir un thème. Veuillez choisir un niveau de difficulté. Veuillez décrire l’endroit où vous voulez cacher l’indice.',
      },
    });
    expect(
      await fromFrenchPage(
        'generate-clue',
        { ...clue, location: 'www.example.com' },
        { token: member.accessToken },
      ),
    ).toEqual({
      status: 400,
      body: { error: 'Veuillez décrire la cachette avec des mots simples et gentils, sans lien.' },
    });
    expect(
      await fromFrenchPage('generate-clue', undefined, { method: 'GET', token: member.accessToken }),
    ).toEqual({
      status: 405,
      body: { error: `Méthode non permise${nbsp}: envoyez une requête POST.` },
    });

    const busy = await createMember(stack);
    await stack.db.query(
      'insert into public.clue_generations (user_id) select $1 from generate_series(1, 30)',
      [busy.id],
    );
    const over = await fromFrenchPage('generate-clue', clue, { token: busy.accessToken });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(
      /^Vous avez atteint la limite de 30 indices par minute\. Veuillez réessayer dans (\d+ secondes?|1 minute)\.$/,
    );
  });

  it('generate-hunt: sign in, a place named twice, a hunt that is not theirs, the methods', async () => {
    const hunt = {
      theme: 'nature',
      difficulty: 'easy',
      ageBand: '6-8',
      places: ['sous le tapis', 'Sous le tapis'],
    };
    expect(await fromFrenchPage('generate-hunt', hunt)).toEqual({
      status: 401,
      body: { error: 'Veuillez vous connecter pour planifier une chasse.' },
    });
    expect(await fromFrenchPage('generate-hunt', hunt, { token: member.accessToken })).toEqual({
      status: 400,
      body: {
        error: `La cachette 2 est la même que la cachette 1${nbsp}: chaque carte a besoin de sa propre cachette.`,
        fieldErrors: {
          'places.1': `La cachette 2 est la même que la cachette 1${nbsp}: chaque carte a besoin de sa propre cachette.`,
        },
      },
    });
    expect(
      await fromFrenchPage(
        'generate-hunt',
        { huntId: '00000000-0000-4000-a000-000000000009', number: 1, text: 'Regarde sous le tapis.' },
        { token: member.accessToken, method: 'PATCH' },
      ),
    ).toEqual({
      status: 404,
      body: { error: `Chasse introuvable${nbsp}: ce n’est pas l’une de vos chasses.` },
    });
    expect(
      await fromFrenchPage('generate-hunt', {}, { token: member.accessToken, method: 'DELETE' }),
    ).toEqual({
      status: 405,
      body: {
        error: `Méthode non permise${nbsp}: POST planifie une chasse, PATCH modifie une carte, PUT réécrit une carte.`,
      },
    });
  });
});

describe('the forms, the reviews and the account answer a French page in French', () => {
  it('submit-form: each field of the contact, review and waitlist forms', async () => {
    expect(
      await fromFrenchPage('submit-form', {
        formType: 'contact',
        name: 'A',
        email: 'nope',
        message: 'Court',
      }),
    ).toEqual({
      status: 400,
      body: {
        error: 'Le nom doit compter au moins 2 caractères.',
        fieldErrors: {
          name: 'Le nom doit compter au moins 2 caractères.',
          email: 'Veuillez entrer une adresse courriel valide.',
          message: 'Le message doit compter au moins 10 caractères.',
        },
      },
    });
    const review = await fromFrenchPage('submit-form', {
      formType: 'review',
      name: 'Ada',
      email: 'ada@example.com',
      review: 'Une très belle chasse au trésor.',
      rating: 0,
    });
    expect(review.body.fieldErrors).toEqual({
      rating: 'Veuillez choisir une note en étoiles avant d’envoyer votre avis.',
    });
    const waitlist = await fromFrenchPage('submit-form', {
      formType: 'waitlist',
      email: 'ada@example.com',
      ageRange: '99',
    });
    expect(waitlist.body.fieldErrors).toEqual({ ageRange: 'Veuillez choisir l’une des tranches d’âge.' });
  });

  it('reviews and delete-account', async () => {
    expect(await fromFrenchPage('reviews', { kit: 'not-a-kit' })).toEqual({
      status: 400,
      body: { error: 'Trousse inconnue.' },
    });
    expect(await fromFrenchPage('delete-account', { email: member.email })).toEqual({
      status: 401,
      body: { error: 'Veuillez vous reconnecter pour supprimer votre compte.' },
    });
    expect(
      await fromFrenchPage('delete-account', { email: 'someone@example.com' }, { token: member.accessToken }),
    ).toEqual({
      status: 400,
      body: {
        error: 'Entrez l’adresse courriel de ce compte pour confirmer.',
        fieldErrors: { email: 'Entrez l’adresse courriel de ce compte pour confirmer.' },
      },
    });
  });
});

describe('the owner’s functions answer in French when asked', () => {
  it('the gate: no session, a member, an owner without the second factor', async () => {
    expect(await fromFrenchPage('admin-orders/list', {})).toEqual({
      status: 401,
      body: { error: 'Veuillez vous connecter en tant que propriétaire de la boutique.' },
    });
    expect(await fromFrenchPage('admin-shop/reviews', {}, { token: member.accessToken })).toEqual({
      status: 403,
      body: { error: 'Réservé aux administrateurs.' },
    });
    const signIn = await clientFor(stack).auth.signInWithPassword({
      email: owner.email,
      password: 'owner-password-1',
    });
    expect(signIn.error).toBeNull();
    expect(
      await fromFrenchPage('admin-orders/list', {}, { token: signIn.data.session!.access_token }),
    ).toEqual({
      status: 403,
      body: {
        error: `Confirmez votre deuxième facteur${nbsp}: entrez le code à 6 chiffres de votre application d’authentification sur la page d’administration.`,
        code: 'insufficient_aal',
      },
    });
  });

  it('admin-orders and admin-shop: an unknown action, an unknown order, a bad shipment, a bad date range', async () => {
    const token = owner.accessToken;
    expect(await fromFrenchPage('admin-orders/nothing', {}, { token })).toEqual({
      status: 404,
      body: { error: 'Demande d’administration inconnue.' },
    });
    expect(
      await fromFrenchPage(
        'admin-orders/detail',
        { orderId: '00000000-0000-4000-a000-000000000009' },
        { token },
      ),
    ).toEqual({
      status: 404,
      body: { error: 'Commande introuvable.' },
    });
    const ship = await fromFrenchPage(
      'admin-orders/ship',
      {
        orderId: '00000000-0000-4000-a000-000000000009',
        shipment: { carrier: 'Pony Express', trackingNumber: '!' },
      },
      { token },
    );
    expect(ship.status).toBe(400);
    expect(ship.body.fieldErrors).toEqual({
      'shipment.carrier': 'Choisissez le transporteur.',
      'shipment.trackingNumber': `Entrez le numéro de suivi${nbsp}: de 4 à 40 lettres, chiffres, espaces ou traits d’union.`,
    });
    expect(
      await fromFrenchPage('admin-shop/sales', { from: '2026-02-01', to: '2026-01-01' }, { token }),
    ).toEqual({
      status: 400,
      body: {
        error: 'Choisissez une date de début égale ou antérieure à la date de fin, à au plus un an d’écart.',
        fieldErrors: {
          to: 'Choisissez une date de début égale ou antérieure à la date de fin, à au plus un an d’écart.',
        },
      },
    });
    const moderate = await fromFrenchPage(
      'admin-shop/moderate-review',
      { id: 1, status: 'approved', kit: 'nope' },
      { token },
    );
    expect(moderate.body.fieldErrors).toEqual({
      kit: 'Choisissez l’une des trousses de la boutique, ou aucune pour toute la boutique.',
    });
  });
});
