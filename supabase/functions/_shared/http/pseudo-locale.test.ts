import { defaultCatalog } from '../domain/catalog.ts';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { catalog as accountCatalog } from '../account/i18n/catalog.ts';
import type { AccountStore } from '../account/account-store.ts';
import { createDeleteAccountHandler } from '../account/delete-account-handler.ts';
import { catalog as clueCatalog } from '../clues/i18n/catalog.ts';
import type { HuntStore, MemberClueStore } from '../clues/clue-store.ts';
import { createGenerateClueHandler } from '../clues/generate-clue-handler.ts';
import { createGenerateHuntHandler } from '../clues/generate-hunt-handler.ts';
import { accountDeletionTextsIn } from '../domain/account.ts';
import { clueRequestTextsIn } from '../domain/clue-request.ts';
import { formMessagesIn } from '../domain/form-messages.ts';
import { huntRequestTextsIn, type HuntRow } from '../domain/hunt-request.ts';
import { downloadAllTextsIn } from '../domain/kit-download.ts';
import { locales } from '../domain/locales.ts';
import { kitDownloadMessagesIn } from '../domain/kit-download-choices.ts';
import { licenceTextsIn } from '../domain/licences.ts';
import { kitFormatLabelsByLocale, moneyStyles } from '../domain/pricing.ts';
import { addPseudoLocale, PSEUDO_LOCALE } from '../domain/pseudo-locale.ts';
import { failureReasonsIn } from '../domain/refund-status.ts';
import { shipmentMessagesIn } from '../domain/shipping-carriers.ts';
import { shippingDaysIn, shippingSpeedNamesIn } from '../domain/printed-orders.ts';
import { shippingHoldMessagesIn } from '../domain/shipping-holds.ts';
import { taxNamesIn } from '../domain/sales-tax.ts';
import { createAdminOrdersHandler } from '../orders/admin-orders-handler.ts';
import { createCheckoutHandler } from '../orders/create-checkout-handler.ts';
import { ownerDisputeEmail } from '../orders/disputes.ts';
import { createDownloadHandler } from '../orders/download-handler.ts';
import type { DownloadLinks } from '../orders/download-links.ts';
import { catalog as orderCatalog } from '../orders/i18n/catalog.ts';
import { addressLines, orderEmail, ownerPrintNotification, recoveryEmail } from '../orders/order-email.ts';
import type { OrderStore } from '../orders/order-store.ts';
import { createOrdersHandler } from '../orders/orders-handler.ts';
import { ownerRefundedBeforePaymentEmail, ownerRefundFailedEmail } from '../orders/refunds.ts';
import { taxedOrderViewFixture } from '../domain/order-test-fixtures.ts';
import { refundEmail } from '../orders/refund-email.ts';
import { shippingEmail } from '../orders/shipping-email.ts';
import { createAdminShopHandler } from '../shop/admin-shop-handler.ts';
import { catalog as shopCatalog } from '../shop/i18n/catalog.ts';
import { ownerEmailFor } from '../shop/owner-email.ts';
import { createReviewsHandler } from '../shop/reviews-handler.ts';
import type { ShopStore } from '../shop/shop-store.ts';
import { createSubmitFormHandler } from '../shop/submit-form-handler.ts';
import { catalog as httpCatalog } from './i18n/catalog.ts';
import { catalogTexts, type ServerCatalog } from './texts.ts';

/**
 * Issue 26 §3: a third language is a catalog per capability and a line in the locale list. The
 * throwaway language `xx` (English with accents, between ⟦ ⟧) is added in memory to exactly those, and
 * to the domain's `Record<Locale, T>` texts the functions say; then every function's refusals and every
 * email come out in it, with no code changed. A text that stayed English would show without ⟦ ⟧.
 */
const catalogs: Record<string, ServerCatalog> = {
  http: httpCatalog,
  account: accountCatalog,
  clues: clueCatalog,
  orders: orderCatalog,
  shop: shopCatalog,
};
const domainTexts = [
  formMessagesIn,
  accountDeletionTextsIn,
  clueRequestTextsIn,
  huntRequestTextsIn,
  shipmentMessagesIn,
  shippingHoldMessagesIn,
  failureReasonsIn,
  downloadAllTextsIn,
  kitDownloadMessagesIn,
  kitFormatLabelsByLocale,
  licenceTextsIn,
  shippingSpeedNamesIn,
  shippingDaysIn,
  taxNamesIn,
];

let removePseudoLocale: () => void;
beforeAll(() => {
  removePseudoLocale = addPseudoLocale([...Object.values(catalogs), ...domainTexts]);
  // How the language writes an amount is data too: the pseudo language writes it as English does.
  Object.assign(moneyStyles, { [PSEUDO_LOCALE]: { ...moneyStyles.en, tag: 'en-XA' } });
});
afterAll(() => {
  removePseudoLocale();
  delete (moneyStyles as Record<string, unknown>)[PSEUDO_LOCALE];
});

const isPseudo = (text: unknown) => typeof text === 'string' && /⟦.+⟧/s.test(text);

/** The error and every field error of a refusal, which must all be in the pseudo language. */
async function refusal(response: Response, status: number): Promise<string[]> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string; fieldErrors?: Record<string, string> };
  return [body.error, ...Object.values(body.fieldErrors ?? {})];
}

const inPseudo = (headers: Record<string, string> = {}) => ({
  'Accept-Language': PSEUDO_LOCALE,
  'Content-Type': 'application/json',
  ...headers,
});
const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  new Request(`http://localhost/functions/v1/${path}`, {
    method,
    headers: inPseudo(headers),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const get = (path: string) => new Request(`http://localhost/functions/v1/${path}`, { headers: inPseudo() });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A token whose claims say the owner passed the second factor (the fake Auth below trusts it). */
const ownerToken = `x.${btoa(JSON.stringify({ aal: 'aal2' }))}.x`;
const accounts = {
  userOf: async (token: string) =>
    token === ownerToken
      ? { id: 'owner', email: 'owner@example.com', factors: [{ status: 'verified' }] }
      : token === 'member'
        ? { id: 'member', email: 'ada@example.com' }
        : null,
  callerOf: async () => ({ kind: 'refused' }),
  isAdmin: async (id: string) => id === 'owner',
  deleteUser: async () => {},
} as unknown as AccountStore;

/** An order store that knows no order, and says of every link what `link` says. */
const orderStore = (link: { disputed?: boolean; expired?: boolean } = {}) =>
  ({
    order: async () => null,
    orderDetail: async () => null,
    orderByDownloadToken: async () => null,
    openDownload: async () => ({ outcome: 'closed' as const }),
    downloadDisputed: async () => link.disputed ?? false,
    downloadExpired: async () => link.expired ?? false,
    claimRate: async () => false,
  }) as unknown as OrderStore;
const links = {} as DownloadLinks;
const mailer = async () => {};

describe('a language added as data: the pseudo language xx', () => {
  it('is added like a new language, a line in the list', () => {
    expect(locales).toContain(PSEUDO_LOCALE);
  });

  it('renders every message of every catalog, whatever its arguments', () => {
    const valuesFor = (message: string) => {
      const values: Record<string, string | number> = {};
      const walk = (elements: MessageFormatElement[]) => {
        for (const element of elements) {
          if (element.type === TYPE.plural) values[element.value] = 2;
          else if (element.type === TYPE.select) values[element.value] = 'other';
          else if (element.type === TYPE.argument) values[element.value] = 'ARG';
          if (element.type === TYPE.plural || element.type === TYPE.select)
            for (const option of Object.values(element.options)) walk(option.value);
        }
      };
      walk(parse(message, { ignoreTag: true }));
      return values;
    };
    for (const [name, catalog] of Object.entries(catalogs)) {
      const t = catalogTexts(catalog);
      for (const [id, english] of Object.entries(catalog.en)) {
        const text = t(PSEUDO_LOCALE, id, valuesFor(english));
        expect(isPseudo(text), `${name}: ${id} → ${text}`).toBe(true);
      }
    }
  });

  it('answers every function’s refusals in it, field errors included', async () => {
    const clueStore = {
      currentMember: async (token: string) => (token === 'member' ? { id: 'member' } : null),
      claimGenerations: async () => ({ allowed: false, limit: 'minute', retryAfterSeconds: 42 }),
    } as unknown as MemberClueStore;
    const clue = createGenerateClueHandler({
      store: clueStore,
      providers: [],
      quota: { perMinute: 30, perDay: 300 },
    });
    const clueBody = { theme: 'nature', difficulty: 'easy', location: 'under the mat' };
    const hunt: HuntRow = {
      id: '00000000-0000-4000-a000-000000000001',
      user_id: 'member',
      title: 'Nature hunt (2 cards)',
      theme: 'nature',
      difficulty: 'easy',
      age_band: '6-8',
      child_name: null,
      treasure: null,
      places: ['under the mat', 'behind the door'],
      clue_texts: ['One.', 'Two.'],
      locale: 'en',
      created_at: '2026-11-26T10:00:00Z',
      updated_at: '2026-11-26T10:00:00Z',
    };
    const huntHandler = createGenerateHuntHandler({
      store: { ...clueStore, getHunt: async () => hunt } as unknown as HuntStore,
      providers: [],
      quota: { perMinute: 30, perDay: 300 },
    });
    const checkout = (caller: 'guest' | 'refused') =>
      createCheckoutHandler({
        store: orderStore(),
        stripe: undefined,
        siteUrl: 'https://shop.example',
        caller: async () => ({ kind: caller }),
        catalog: async () => defaultCatalog,
      });
    const cart = {
      email: 'ada@example.com',
      region: 'ca',
      lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
    };
    const orders = (caller: 'guest' | 'refused', link?: { disputed?: boolean; expired?: boolean }) =>
      createOrdersHandler({
        store: orderStore(link),
        links,
        siteUrl: 'https://shop.example',
        caller: async () => ({ kind: caller }),
        sendMail: mailer,
      });
    const download = (link: { disputed?: boolean; expired?: boolean }) =>
      createDownloadHandler({
        store: orderStore(link),
        buildPdf: async () => new Uint8Array(),
        buildZip: async () => new Uint8Array(),
        kitVersion: async () => 'v1',
        files: { signedUrl: async () => 'http://127.0.0.1/storage/v1/object/sign/kits/x.pdf?token=t' },
      });
    const token = 'a'.repeat(64);
    const adminOrders = createAdminOrdersHandler({
      store: orderStore(),
      accounts,
      links,
      siteUrl: 'https://shop.example',
      supportEmail: 'help@example.com',
      sendMail: mailer,
      buildPrintFile: async () => new Uint8Array(),
    });
    const adminShop = createAdminShopHandler({ store: {} as ShopStore, accounts });
    const submitForm = createSubmitFormHandler({
      store: {} as ShopStore,
      shopEmail: 'shop@example.com',
      sendOwnerEmail: mailer,
    });
    const reviews = createReviewsHandler({ store: {} as ShopStore });
    const deleteAccount = createDeleteAccountHandler({ accounts });
    const uuid = '00000000-0000-4000-a000-000000000002';

    const answers = [
      // generate-clue
      await refusal(await clue(get('generate-clue')), 405),
      await refusal(await clue(post('generate-clue', clueBody)), 401),
      await refusal(
        await clue(post('generate-clue', { theme: '', difficulty: 'x', location: '' }, bearer('member'))),
        400,
      ),
      await refusal(
        await clue(post('generate-clue', { ...clueBody, location: 'www.example.com' }, bearer('member'))),
        400,
      ),
      await refusal(await clue(post('generate-clue', clueBody, bearer('member'))), 429),
      // generate-hunt
      await refusal(await huntHandler(get('generate-hunt')), 405),
      await refusal(await huntHandler(post('generate-hunt', { places: ['x'] })), 401),
      await refusal(
        await huntHandler(post('generate-hunt', { ...clueBody, places: ['x'] }, bearer('member'))),
        400,
      ),
      await refusal(
        await huntHandler(
          post('generate-hunt', { huntId: hunt.id, number: 2, text: 'no ending' }, bearer('member'), 'PATCH'),
        ),
        400,
      ),
      await refusal(
        await huntHandler(post('generate-hunt', { huntId: hunt.id, number: 9 }, bearer('member'), 'PUT')),
        400,
      ),
      // create-checkout
      await refusal(await checkout('refused')(post('create-checkout', cart)), 401),
      await refusal(await checkout('guest')(post('create-checkout', '{')), 400),
      await refusal(
        await checkout('guest')(post('create-checkout', { email: 'x', region: 'mars', lines: [] })),
        400,
      ),
      await refusal(
        await checkout('guest')(
          post('create-checkout', { ...cart, lines: [{ kit: 'nope', format: 'digital', quantity: 1 }] }),
        ),
        400,
      ),
      await refusal(await checkout('guest')(post('create-checkout', cart)), 503),
      await refusal(
        await checkout('guest')(post('create-checkout', { ...cart, padding: 'x'.repeat(20_000) })),
        413,
      ),
      // orders
      await refusal(await orders('refused')(post('orders/mine', {})), 401),
      await refusal(await orders('guest')(post('orders/nothing', {})), 404),
      await refusal(await orders('guest')(post('orders/mine', {})), 401),
      await refusal(await orders('guest')(post('orders/recover', { email: 'nope' })), 400),
      await refusal(await orders('guest')(post('orders/recover', { email: 'ada@example.com' })), 429),
      await refusal(await orders('guest', { disputed: true })(post('orders/downloads', { token })), 403),
      await refusal(await orders('guest', { expired: true })(post('orders/downloads', { token })), 410),
      await refusal(await orders('guest')(post('orders/by-session', { sessionId: 'x' })), 400),
      // download
      await refusal(
        await download({})(post('download', { token: 'abc', paper: 'x', ink: 'y', lang: 'de' })),
        400,
      ),
      await refusal(
        await download({ disputed: true })(post('download', { token, paper: 'a4', ink: 'bw' })),
        403,
      ),
      await refusal(
        await download({ expired: true })(post('download', { token, paper: 'a4', ink: 'bw' })),
        410,
      ),
      await refusal(await download({})(post('download', { token, all: true })), 404),
      // admin-orders and admin-shop
      await refusal(await adminOrders(post('admin-orders/list', {})), 401),
      await refusal(await adminOrders(post('admin-orders/list', {}, bearer('member'))), 403),
      await refusal(await adminOrders(post('admin-orders/nothing', {}, bearer(ownerToken))), 404),
      await refusal(
        await adminOrders(
          post(
            'admin-orders/ship',
            { orderId: uuid, shipment: { carrier: 'Other', trackingNumber: '!' } },
            bearer(ownerToken),
          ),
        ),
        400,
      ),
      await refusal(
        await adminOrders(post('admin-orders/refund', { orderId: uuid }, bearer(ownerToken))),
        503,
      ),
      await refusal(
        await adminOrders(post('admin-orders/resend', { orderId: uuid }, bearer(ownerToken))),
        404,
      ),
      await refusal(
        await adminShop(post('admin-shop/sales', { from: 'x', to: 'y' }, bearer(ownerToken))),
        400,
      ),
      // submit-form, reviews, delete-account
      await refusal(await submitForm(post('submit-form', {})), 401),
      await refusal(
        await submitForm(
          post(
            'submit-form',
            { formType: 'contact', name: 'A', email: 'no', message: 'short' },
            bearer('anon'),
          ),
        ),
        400,
      ),
      await refusal(await reviews(post('reviews', { kit: 'nope' })), 400),
      await refusal(await deleteAccount(post('delete-account', { email: 'ada@example.com' })), 401),
      await refusal(
        await deleteAccount(post('delete-account', { email: 'someone@example.com' }, bearer('member'))),
        400,
      ),
    ].flat();
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((text) => !isPseudo(text))).toEqual([]);
  });

  it('writes every email in it: the buyer’s, and the owner’s when asked', () => {
    // With shipping and sales tax, so their rows are checked too.
    const order = taxedOrderViewFixture({ locale: PSEUDO_LOCALE });
    const dispute = { id: 'dp_1', amount: 2499, currency: 'cad', reason: 'fraudulent' } as never;
    const emails = [
      orderEmail(order, 'https://shop.example', 'help@example.com'),
      recoveryEmail('ada@example.com', [order], 'https://shop.example', PSEUDO_LOCALE),
      shippingEmail(
        order,
        { carrier: 'UPS', trackingNumber: '1Z999', trackingUrl: 'https://t.example/1Z999' },
        'help@example.com',
      ),
      ownerPrintNotification(order, 'shop@example.com', PSEUDO_LOCALE)!,
      refundEmail(order, 1000, false, 'help@example.com'),
      refundEmail(order, order.total_cents, true, 'help@example.com'),
      ...(['open', 'won', 'lost'] as const).map((verdict) =>
        ownerDisputeEmail(order, dispute, verdict, 'shop@example.com', PSEUDO_LOCALE),
      ),
      ownerRefundFailedEmail(
        order,
        { amountCents: 2499, reason: 'declined', stripeRefundId: 're_1' },
        'shop@example.com',
        PSEUDO_LOCALE,
      ),
      ownerRefundedBeforePaymentEmail(order, 2499, 'shop@example.com', PSEUDO_LOCALE),
      ownerEmailFor(
        { formType: 'contact', name: 'Ada', email: 'ada@example.com', message: 'Hello from the family!' },
        'shop@example.com',
        PSEUDO_LOCALE,
      ),
    ];
    // What is not the shop's words: the buyer's address and message, and the HTML's separators.
    const data = new Set([
      ...addressLines(order.shipping_address!),
      'Hello from the family!',
      '·',
      '(zip)',
      '.',
    ]);
    for (const email of emails) {
      expect(isPseudo(email.subject), email.subject).toBe(true);
      const visible = [
        ...email.text.split('\n'),
        // A link is part of its sentence; other tags end a piece of text.
        ...('html' in email
          ? email.html
              .replace(/&#\d+;/g, "'")
              .replace(/<\/?a\b[^>]*>/g, '')
              .split(/<[^>]+>/)
          : []),
      ]
        .map((part) => part.trim())
        .filter((part) => part && !data.has(part));
      expect(
        visible.filter((part) => !isPseudo(part)),
        email.subject,
      ).toEqual([]);
    }
  });
});
