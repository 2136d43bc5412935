import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listen } from '../http/listen.ts';
import { readBody } from '../http/read-body.ts';
import { sendJson } from '../http/send-json.ts';
import { ASYNC_REFUND_CARDS, checkCard } from './card-check.ts';
import {
  pageLanguage,
  pageTexts,
  BILLING_COUNTRIES,
  renderCheckoutPage,
  renderClosedPage,
  renderNotFoundPage,
  type CheckoutPageState,
} from './checkout-page.ts';
import { createDiscountBook, spread } from './discounts.ts';
import { decodeStripeForm, FormDecodeError, type FormValue } from './form-decode.ts';
import {
  asArray,
  asInteger,
  asObject,
  asString,
  invalid,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  missing,
  notFound,
  rejectUnknown,
  StripeApiError,
  stripeId,
  type Address,
  type ChargeRecord,
  type CheckoutSession,
  type DisputeRecord,
  type LineItem,
  type LineTax,
  type RefundRecord,
  type SessionRecord,
  type ShippingOption,
} from './stripe-state.ts';
import { taxesOn } from './tax-rates.ts';
import { buildEvent, createWebhookSender, type WebhookSender } from './webhooks.ts';

/**
 * The address typed in the page's `shipping_*` or `billing_*` fields, or the first field left empty (or a
 * country not offered) for the page to show its message on.
 */
function typedAddress<Prefix extends 'shipping' | 'billing'>(
  form: Record<string, string>,
  prefix: Prefix,
  countries: readonly string[],
): Address | { missing: `${Prefix}_${'line1' | 'city' | 'state' | 'postal_code' | 'country'}` } {
  const value = (name: string) => (form[`${prefix}_${name}`] ?? '').trim();
  for (const name of ['line1', 'city', 'state', 'postal_code'] as const)
    if (!value(name)) return { missing: `${prefix}_${name}` };
  if (!countries.includes(form[`${prefix}_country`] ?? '')) return { missing: `${prefix}_country` };
  return {
    city: value('city'),
    country: value('country'),
    line1: value('line1'),
    line2: value('line2') || null,
    postal_code: value('postal_code'),
    state: value('state'),
  };
}

export interface FakeStripeOptions {
  /** 0 = ephemeral. */
  port: number;
  /** Where events are POSTed, e.g. <api>/functions/v1/stripe-webhook. */
  webhookUrl: string;
  secretKey?: string;
  webhookSecret?: string;
  retryDelaysMs?: readonly number[];
  /** How long a test card's refund takes to settle (succeed or fail) after it is created; default 1 s. */
  refundSettleDelayMs?: number;
  log?: (line: string) => void;
}

export interface RunningFakeStripe {
  /** The origin the SDK is pointed at (its `/v1` is at the root) and the browser opens checkout pages on. */
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  webhooks: WebhookSender;
  stop(): Promise<void>;
}

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'customer_email',
  'success_url',
  'cancel_url',
  'shipping_address_collection',
  'shipping_options',
  'metadata',
  'client_reference_id',
  'payment_intent_data',
  'expires_at',
  'expand',
  'locale',
  'allowed_payment_method_types',
  'automatic_tax',
  'billing_address_collection',
  'allow_promotion_codes',
  'discounts',
] as const;

/** The languages Stripe Checkout speaks (`locale`); the stand-in's page itself speaks English and French. */
const CHECKOUT_LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hi-IN',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const;

/** The methods the stand-in's page can take; cards stand for wallets too, as in Stripe. */
const PAYMENT_METHOD_TYPES = ['card', 'us_bank_account', 'acss_debit'] as const;

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Stripe's API takes form bodies of a few KB; anything near this is not the SDK. */
const MAX_BODY_BYTES = 256 * 1024;

const isAbsoluteUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function stringMap(value: FormValue | undefined, param: string): Record<string, string> {
  const object = asObject(value, param);
  const map: Record<string, string> = {};
  for (const [key, entry] of Object.entries(object)) map[key] = asString(entry, `${param}[${key}]`) ?? '';
  return map;
}

/**
 * A Stripe test-mode stand-in for the SDK calls the shop makes (create, retrieve and expire Checkout
 * Sessions, create and retrieve refunds, with the test cards whose refunds settle later; coupons and
 * promotion codes, which a session applies from `discounts` or the buyer types on the page when
 * `allow_promotion_codes` is set) plus the
 * hosted checkout page and test hooks for async payments, disputes, settling refunds and holding
 * webhooks back, following the contract in shared/reference/stripe-test-checkout-contract.md.
 */
export async function startFakeStripe(opts: FakeStripeOptions): Promise<RunningFakeStripe> {
  const secretKey = opts.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const webhookSecret = opts.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  const sessions = new Map<string, SessionRecord>();
  const charges = new Map<string, ChargeRecord>();
  const disputes = new Map<string, DisputeRecord>();
  const refunds = new Map<string, RefundRecord>();
  const discounts = createDiscountBook();
  /** Refunds of the async test cards still to settle, with their timers. */
  const settling = new Map<string, NodeJS.Timeout>();
  const refundSettleDelayMs = opts.refundSettleDelayMs ?? 1000;
  const idempotent = new Map<string, { params: string; status: number; body: unknown; at: number }>();
  /** Sessions being paid right now: a double submit must not complete twice. */
  const paying = new Set<string>();
  const webhooks = createWebhookSender({
    endpoint: opts.webhookUrl,
    secret: webhookSecret,
    retryDelaysMs: opts.retryDelaysMs,
    log: opts.log,
  });
  let baseUrl = '';

  function createSession(params: Record<string, FormValue>): CheckoutSession {
    rejectUnknown(params, SESSION_PARAMS);
    const mode = asString(params.mode, 'mode') ?? 'payment';
    if (mode !== 'payment')
      throw invalid('mode', 'parameter_invalid_string', 'Only mode=payment is supported here.');
    const successUrl = asString(params.success_url, 'success_url');
    const cancelUrl = asString(params.cancel_url, 'cancel_url');
    if (!successUrl) throw missing('success_url');
    if (!isAbsoluteUrl(successUrl)) throw invalid('success_url', 'url_invalid', 'Not a valid URL');
    if (!cancelUrl) throw missing('cancel_url');
    if (!isAbsoluteUrl(cancelUrl)) throw invalid('cancel_url', 'url_invalid', 'Not a valid URL');

    const rawItems = asArray(params.line_items, 'line_items');
    if (!rawItems.length) throw missing('line_items');
    if (rawItems.length > 100)
      throw invalid('line_items', 'parameter_invalid_array', 'At most 100 line items.');
    let currency: string | undefined;
    const lineItems: LineItem[] = rawItems.map((raw, index) => {
      const param = `line_items[${index}]`;
      const item = asObject(raw, param);
      rejectUnknown(item, ['price_data', 'quantity'], param);
      const quantity = asInteger(item.quantity, `${param}[quantity]`);
      if (quantity === undefined) throw missing(`${param}[quantity]`);
      if (quantity < 1)
        throw invalid(`${param}[quantity]`, 'parameter_invalid_integer', 'Quantity must be at least 1.');
      if (item.price_data === undefined) throw missing(`${param}[price_data]`);
      const priceData = asObject(item.price_data, `${param}[price_data]`);
      rejectUnknown(priceData, ['currency', 'unit_amount', 'product_data'], `${param}[price_data]`);
      const itemCurrency = asString(priceData.currency, `${param}[price_data][currency]`)?.toLowerCase();
      if (!itemCurrency) throw missing(`${param}[price_data][currency]`);
      if (currency && itemCurrency !== currency)
        throw invalid(
          `${param}[price_data][currency]`,
          'parameter_invalid_string',
          'All line items must share one currency.',
        );
      currency = itemCurrency;
      const unitAmount = asInteger(priceData.unit_amount, `${param}[price_data][unit_amount]`);
      if (unitAmount === undefined) throw missing(`${param}[price_data][unit_amount]`);
      if (unitAmount < 0)
        throw invalid(
          `${param}[price_data][unit_amount]`,
          'parameter_invalid_integer',
          'Must be at least 0.',
        );
      const product = asObject(priceData.product_data, `${param}[price_data][product_data]`);
      rejectUnknown(product, ['name', 'description', 'images'], `${param}[price_data][product_data]`);
      const name = asString(product.name, `${param}[price_data][product_data][name]`);
      if (!name) throw missing(`${param}[price_data][product_data][name]`);
      return {
        id: stripeId('li'),
        object: 'item',
        amount_discount: 0,
        amount_subtotal: unitAmount * quantity,
        amount_tax: 0,
        amount_total: unitAmount * quantity,
        taxes: [],
        currency: itemCurrency,
        description: name,
        quantity,
        price: { object: 'price', currency: itemCurrency, unit_amount: unitAmount, product_data_name: name },
      };
    });

    const shippingOptions: ShippingOption[] = asArray(params.shipping_options, 'shipping_options').map(
      (raw, index) => {
        const param = `shipping_options[${index}][shipping_rate_data]`;
        const data = asObject(asObject(raw, `shipping_options[${index}]`).shipping_rate_data, param);
        const fixed = asObject(data.fixed_amount, `${param}[fixed_amount]`);
        const amount = asInteger(fixed.amount, `${param}[fixed_amount][amount]`);
        if (amount === undefined) throw missing(`${param}[fixed_amount][amount]`);
        if (asString(fixed.currency, `${param}[fixed_amount][currency]`)?.toLowerCase() !== currency)
          throw invalid(
            `${param}[fixed_amount][currency]`,
            'parameter_invalid_string',
            'Shipping must use the session currency.',
          );
        const displayName = asString(data.display_name, `${param}[display_name]`);
        if (!displayName) throw missing(`${param}[display_name]`);
        return { shipping_amount: amount, shipping_rate: stripeId('shr'), display_name: displayName };
      },
    );

    const collection = asObject(params.shipping_address_collection, 'shipping_address_collection');
    const allowedCountries = asArray(
      collection.allowed_countries,
      'shipping_address_collection[allowed_countries]',
    ).map((value, index) => {
      const code = asString(value, `shipping_address_collection[allowed_countries][${index}]`) ?? '';
      if (!/^[A-Z]{2}$/.test(code))
        throw invalid(
          `shipping_address_collection[allowed_countries][${index}]`,
          'parameter_invalid_string',
          `Invalid country: ${code}`,
        );
      return code;
    });
    const allowedMethods =
      params.allowed_payment_method_types === undefined
        ? null
        : asArray(params.allowed_payment_method_types, 'allowed_payment_method_types').map((value, index) => {
            const param = `allowed_payment_method_types[${index}]`;
            const type = asString(value, param) ?? '';
            if (!(PAYMENT_METHOD_TYPES as readonly string[]).includes(type))
              throw invalid(param, 'parameter_invalid_string', `Invalid payment method type: ${type}`);
            return type;
          });
    const locale = asString(params.locale, 'locale') ?? null;
    if (locale !== null && !(CHECKOUT_LOCALES as readonly string[]).includes(locale))
      throw invalid('locale', 'parameter_invalid_string', `Invalid locale: ${locale}`);
    const metadata = stringMap(params.metadata, 'metadata');
    const paymentIntentData = asObject(params.payment_intent_data, 'payment_intent_data');
    rejectUnknown(paymentIntentData, ['metadata'], 'payment_intent_data');
    const created = Math.floor(Date.now() / 1000);
    const expiresAt = asInteger(params.expires_at, 'expires_at') ?? created + 24 * 3600;
    const automaticTax = asObject(params.automatic_tax, 'automatic_tax');
    rejectUnknown(automaticTax, ['enabled'], 'automatic_tax');
    const taxEnabled = asString(automaticTax.enabled, 'automatic_tax[enabled]') === 'true';
    const billingCollection =
      asString(params.billing_address_collection, 'billing_address_collection') ?? 'auto';
    if (!['auto', 'required'].includes(billingCollection))
      throw invalid('billing_address_collection', 'parameter_invalid_string', 'Must be auto or required.');
    const subtotal = lineItems.reduce((sum, item) => sum + item.amount_subtotal, 0);
    const shipping = shippingOptions[0];
    const allowPromotionCodes =
      params.allow_promotion_codes === undefined
        ? null
        : asString(params.allow_promotion_codes, 'allow_promotion_codes') === 'true';
    if (allowPromotionCodes && params.discounts !== undefined)
      throw invalid(
        'discounts',
        'parameter_invalid',
        'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      );
    const discount = discounts.discountForSession(params.discounts, currency!);
    const id = stripeId('cs_test', 58);
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      livemode: false,
      created,
      expires_at: expiresAt,
      mode: 'payment',
      ui_mode: 'hosted_page',
      status: 'open',
      payment_status: 'unpaid',
      url: `${baseUrl}/c/pay/${id}`,
      currency: currency!,
      amount_subtotal: subtotal,
      amount_total: subtotal + (shipping?.shipping_amount ?? 0),
      total_details: { amount_discount: 0, amount_shipping: shipping?.shipping_amount ?? 0, amount_tax: 0 },
      allow_promotion_codes: allowPromotionCodes,
      discounts: [],
      shipping_options: shippingOptions.map(({ shipping_amount, shipping_rate }) => ({
        shipping_amount,
        shipping_rate,
      })),
      shipping_cost: shipping
        ? {
            amount_subtotal: shipping.shipping_amount,
            amount_tax: 0,
            amount_total: shipping.shipping_amount,
            shipping_rate: shipping.shipping_rate,
          }
        : null,
      shipping_address_collection: allowedCountries.length ? { allowed_countries: allowedCountries } : null,
      billing_address_collection: billingCollection as CheckoutSession['billing_address_collection'],
      automatic_tax: {
        enabled: taxEnabled,
        liability: null,
        provider: taxEnabled ? 'stripe' : null,
        status: taxEnabled ? 'requires_location_inputs' : null,
      },
      customer_email: asString(params.customer_email, 'customer_email') ?? null,
      customer: null,
      customer_details: null,
      collected_information: null,
      client_reference_id: asString(params.client_reference_id, 'client_reference_id') ?? null,
      locale,
      metadata,
      success_url: successUrl,
      cancel_url: cancelUrl,
      payment_intent: null,
      allowed_payment_method_types: allowedMethods,
      payment_method_types: allowedMethods ?? ['card'],
      payment_link: null,
      invoice: null,
      subscription: null,
    };
    const record: SessionRecord = {
      session,
      lineItems,
      shippingTaxes: [],
      shippingOptions,
      paymentIntentMetadata: stringMap(paymentIntentData.metadata, 'payment_intent_data[metadata]'),
      discount,
    };
    settleTotals(record);
    sessions.set(id, record);
    return session;
  }

  /**
   * The session's amounts from its discount and shipping, as Stripe keeps them: the discount comes off
   * the items only, spread over the lines in proportion (line_items[].amount_discount), and
   * total_details.amount_discount and `discounts` say what was applied.
   */
  function settleTotals(
    record: SessionRecord,
    shippingAmount = record.session.total_details.amount_shipping,
  ) {
    const { session, lineItems } = record;
    const discount = record.discount
      ? (discounts.amountOff(record.discount.coupon, session.currency, session.amount_subtotal) ?? 0)
      : 0;
    const shares = spread(
      discount,
      lineItems.map((item) => item.amount_subtotal),
    );
    lineItems.forEach((item, index) => {
      item.amount_discount = shares[index]!;
      item.amount_total = item.amount_subtotal - shares[index]!;
    });
    Object.assign(session, {
      discounts: record.discount
        ? [
            {
              coupon: record.discount.promotionCode ? null : record.discount.coupon.id,
              promotion_code: record.discount.promotionCode?.id ?? null,
            },
          ]
        : [],
      total_details: { ...session.total_details, amount_discount: discount, amount_shipping: shippingAmount },
      amount_total: session.amount_subtotal - discount + shippingAmount,
    } satisfies Partial<CheckoutSession>);
  }

  function sessionOrThrow(id: string): SessionRecord {
    const record = sessions.get(id);
    if (!record) throw notFound('checkout.session', 'session', id);
    expireIfDue(record);
    return record;
  }

  function expireIfDue(record: SessionRecord) {
    if (record.session.status === 'open' && record.session.expires_at * 1000 <= Date.now()) expire(record);
  }

  function expire(record: SessionRecord) {
    record.session.status = 'expired';
    record.session.url = null;
    void webhooks.send(buildEvent('checkout.session.expired', record.session));
  }

  function refund(params: Record<string, FormValue>, idempotencyKey: string) {
    rejectUnknown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata']);
    const paymentIntent = asString(params.payment_intent, 'payment_intent');
    const chargeId = asString(params.charge, 'charge');
    const charge = [...charges.values()].find(
      (candidate) => candidate.id === chargeId || candidate.paymentIntent === paymentIntent,
    );
    if (!paymentIntent && !chargeId) throw missing('payment_intent');
    if (!charge)
      throw notFound(
        'payment_intent',
        paymentIntent ? 'payment_intent' : 'charge',
        String(paymentIntent ?? chargeId),
      );
    const remaining = charge.amount - charge.amountRefunded;
    const amount = asInteger(params.amount, 'amount') ?? remaining;
    if (amount < 1 || amount > remaining)
      throw invalid(
        'amount',
        'amount_too_large',
        `Refund amount (${amount}) is greater than the unrefunded amount (${remaining}).`,
      );
    const previous = {
      amount_refunded: charge.amountRefunded,
      refunded: charge.amountRefunded === charge.amount,
    };
    charge.amountRefunded += amount;
    const later = ASYNC_REFUND_CARDS[charge.cardNumber];
    const refundObject: RefundRecord = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      balance_transaction: stripeId('txn'),
      charge: charge.id,
      currency: charge.currency,
      payment_intent: charge.paymentIntent,
      status: later?.starts ?? 'succeeded',
      reason: asString(params.reason, 'reason') ?? null,
      metadata: stringMap(params.metadata, 'metadata'),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refundObject.id, refundObject);
    void webhooks.send(
      buildEvent('charge.refunded', chargeObject(charge), {
        previous_attributes: previous,
        request: { id: stripeId('req'), idempotency_key: idempotencyKey },
      }),
    );
    if (later) {
      const timer = setTimeout(() => void settleRefund(refundObject.id), refundSettleDelayMs);
      timer.unref();
      settling.set(refundObject.id, timer);
    }
    return { ...refundObject };
  }

  /**
   * A test card's refund reaches its final status, as Stripe's would some time later: 7726's pending
   * refund succeeds; 5126's refund fails (its amount comes off the charge's amount_refunded and goes
   * back to the balance). Stripe tells it with refund.updated, charge.refund.updated and, for a
   * failure, refund.failed; the first delivery of each is awaited.
   */
  async function settleRefund(id: string): Promise<unknown> {
    const refund = refunds.get(id);
    if (!refund) throw notFound('refund', 'refund', id);
    const charge = charges.get(refund.charge)!;
    const later = ASYNC_REFUND_CARDS[charge.cardNumber];
    const timer = settling.get(id);
    if (!later || !timer)
      throw invalid('refund', 'refund_settled', 'This refund has nothing left to settle.');
    clearTimeout(timer);
    settling.delete(id);
    const previous = { status: refund.status };
    refund.status = later.ends;
    if (later.ends === 'failed') {
      refund.failure_reason = later.failureReason ?? 'unknown';
      refund.failure_balance_transaction = stripeId('txn');
      charge.amountRefunded -= refund.amount;
    }
    const types = ['refund.updated', 'charge.refund.updated'];
    if (later.ends === 'failed') types.push('refund.failed');
    const sent: string[] = [];
    for (const type of types) {
      const event = buildEvent(type, { ...refund }, { previous_attributes: previous });
      sent.push(event.id);
      await webhooks.send(event);
    }
    return { events: sent, refund: { ...refund } };
  }

  function chargeObject(charge: ChargeRecord) {
    return {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      amount_captured: charge.amount,
      amount_refunded: charge.amountRefunded,
      currency: charge.currency,
      captured: true,
      paid: true,
      refunded: charge.amountRefunded === charge.amount,
      status: 'succeeded',
      payment_intent: charge.paymentIntent,
      metadata: charge.metadata,
      billing_details: { email: charge.email },
      receipt_email: charge.email,
      created: charge.created,
      livemode: false,
    };
  }

  function chargeFor(
    record: SessionRecord,
    paymentIntent: string,
    email: string,
    cardNumber = '',
  ): ChargeRecord {
    const charge: ChargeRecord = {
      id: stripeId('ch'),
      paymentIntent,
      amount: record.session.amount_total,
      amountRefunded: 0,
      currency: record.session.currency,
      metadata: record.paymentIntentMetadata,
      email,
      created: Math.floor(Date.now() / 1000),
      cardNumber,
    };
    charges.set(charge.id, charge);
    return charge;
  }

  function disputeObject(dispute: DisputeRecord) {
    return {
      id: dispute.id,
      object: 'dispute',
      amount: dispute.charge.amount,
      charge: dispute.charge.id,
      currency: dispute.charge.currency,
      payment_intent: dispute.charge.paymentIntent,
      reason: dispute.reason,
      status: dispute.status,
      is_charge_refundable: false,
      metadata: {},
      created: dispute.created,
      livemode: false,
    };
  }

  /**
   * Test hooks for what a card checkout never produces here: a delayed (async) payment and a
   * chargeback. Each sends its events like a real payment does (signed, first attempt awaited).
   */
  async function asyncCheckout(record: SessionRecord, step: string): Promise<unknown> {
    const { session } = record;
    if (step === 'complete') {
      if (session.status !== 'open')
        throw invalid('session', 'checkout_session_not_open', 'Session is not open.');
      const email = session.customer_email ?? 'buyer@example.com';
      Object.assign(session, {
        status: 'complete',
        payment_status: 'unpaid',
        url: null,
        payment_intent: stripeId('pi'),
        customer_details: {
          email,
          name: 'Async Buyer',
          address: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        },
      } satisfies Partial<CheckoutSession>);
      if (record.discount) discounts.redeem(record.discount);
      const event = buildEvent('checkout.session.completed', session);
      await webhooks.send(event);
      return { event: event.id, session };
    }
    if (session.status !== 'complete' || session.payment_status !== 'unpaid')
      throw invalid(
        'session',
        'checkout_session_not_awaiting_payment',
        'Session is not awaiting an async payment.',
      );
    if (step === 'succeed') {
      chargeFor(record, session.payment_intent!, session.customer_details!.email);
      session.payment_status = 'paid';
    } else if (step !== 'fail') throw invalid('step', 'parameter_invalid_string', `Unknown step: ${step}`);
    const event = buildEvent(
      step === 'succeed'
        ? 'checkout.session.async_payment_succeeded'
        : 'checkout.session.async_payment_failed',
      session,
    );
    await webhooks.send(event);
    return { event: event.id, session };
  }

  async function openDispute(paymentIntent: string, reason: string): Promise<unknown> {
    const charge = [...charges.values()].find((candidate) => candidate.paymentIntent === paymentIntent);
    if (!charge) throw notFound('payment_intent', 'payment_intent', paymentIntent);
    const dispute: DisputeRecord = {
      id: stripeId('dp'),
      charge,
      reason,
      status: 'needs_response',
      created: Math.floor(Date.now() / 1000),
    };
    disputes.set(dispute.id, dispute);
    const event = buildEvent('charge.dispute.created', disputeObject(dispute));
    await webhooks.send(event);
    return { event: event.id, dispute: disputeObject(dispute) };
  }

  async function closeDispute(id: string, status: string): Promise<unknown> {
    const dispute = disputes.get(id);
    if (!dispute) throw notFound('dispute', 'dispute', id);
    if (status !== 'won' && status !== 'lost')
      throw invalid('status', 'parameter_invalid_string', 'A dispute closes as won or lost.');
    if (dispute.status !== 'needs_response')
      throw invalid('dispute', 'dispute_closed', 'Dispute already closed.');
    dispute.status = status;
    const event = buildEvent('charge.dispute.closed', disputeObject(dispute), {
      previous_attributes: { status: 'needs_response' },
    });
    await webhooks.send(event);
    return { event: event.id, dispute: disputeObject(dispute) };
  }

  /** A refused card or address shows the page again (200, as a browser form expects) with the message. */
  async function pay(record: SessionRecord, form: Record<string, string>, res: ServerResponse) {
    const { session } = record;
    const language = pageLanguage(session);
    const errors = pageTexts[language].errors;
    const showAgain = (field: string, message: string) =>
      sendHtml(res, 200, renderCheckoutPage(record, { values: form, error: { field, message } }));
    const refuse = (field: Exclude<keyof typeof errors, 'code'>) => showAgain(field, errors[field]);
    const card = checkCard(
      {
        number: form.card_number ?? '',
        expiry: form.card_expiry ?? '',
        cvc: form.card_cvc ?? '',
        name: form.card_name ?? '',
      },
      new Date(),
      language,
    );
    if (!card.ok) return showAgain(`card_${card.field}`, card.message);
    const email = session.customer_email ?? (form.email ?? '').trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return refuse('email');
    let address: Address | null = null;
    let shippingName = '';
    const allowed = session.shipping_address_collection?.allowed_countries;
    if (allowed) {
      if (!(form.shipping_name ?? '').trim()) return refuse('shipping_name');
      const typed = typedAddress(form, 'shipping', allowed);
      if ('missing' in typed) return refuse(typed.missing);
      shippingName = form.shipping_name!.trim();
      address = typed;
    }
    let billing: Address | null = null;
    if (session.billing_address_collection === 'required') {
      const typed = typedAddress(form, 'billing', BILLING_COUNTRIES);
      if ('missing' in typed) return refuse(typed.missing);
      billing = typed;
    }
    // The shipping rate chosen on the page (the preselected first one unless the buyer picked another)
    // sets what is charged, as Stripe's shipping_cost and amount_total do.
    let shippingOption: ShippingOption | undefined;
    if (record.shippingOptions.length) {
      const chosen = form.shipping_rate ?? session.shipping_cost?.shipping_rate;
      shippingOption = record.shippingOptions.find((option) => option.shipping_rate === chosen);
      if (!shippingOption) return refuse('shipping_rate');
    }
    if (paying.has(session.id) || session.status !== 'open')
      return sendHtml(res, 409, renderClosedPage(language));
    if (shippingOption) {
      session.shipping_cost = {
        amount_subtotal: shippingOption.shipping_amount,
        amount_tax: 0,
        amount_total: shippingOption.shipping_amount,
        shipping_rate: shippingOption.shipping_rate,
      };
      settleTotals(record, shippingOption.shipping_amount);
    }
    // Stripe Tax goes by the shipping address, else the billing one, on the amounts after the discount.
    const taxAddress = address ?? billing;
    if (session.automatic_tax.enabled && taxAddress) applyTax(record, taxAddress);
    paying.add(session.id);
    try {
      const paymentIntent = chargeFor(record, stripeId('pi'), email, card.number).paymentIntent;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        url: null,
        payment_intent: paymentIntent,
        customer_details: {
          email,
          name: form.card_name!.trim(),
          address: billing ?? address,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        },
        collected_information: address
          ? { shipping_details: { name: shippingName, address }, business_name: null, individual_name: null }
          : null,
      } satisfies Partial<CheckoutSession>);
      if (record.discount) discounts.redeem(record.discount);
      await webhooks.send(buildEvent('checkout.session.completed', session));
      res.writeHead(303, { Location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) });
      res.end();
    } finally {
      paying.delete(session.id);
    }
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string) {
    const requestId = stripeId('req');
    const fail = (error: StripeApiError) =>
      sendJson(res, error.status, { error: error.body }, { 'Request-Id': requestId });
    const authorization = req.headers.authorization ?? '';
    if (!authorization)
      return fail(
        new StripeApiError(401, {
          type: 'invalid_request_error',
          message: 'You did not provide an API key.',
        }),
      );
    if (authorization !== `Bearer ${secretKey}`)
      return fail(
        new StripeApiError(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${authorization.replace(/^Bearer\s+/i, '').slice(0, 8)}****`,
        }),
      );
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const body = req.method === 'POST' ? await readBody(req, MAX_BODY_BYTES) : url.search.slice(1);
    let params: Record<string, FormValue>;
    try {
      params = decodeStripeForm(body);
    } catch (error) {
      if (error instanceof FormDecodeError)
        return fail(invalid(error.param, 'parameter_invalid', error.message));
      throw error;
    }

    const key = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    if (key) {
      const seen = idempotent.get(key);
      if (seen && Date.now() - seen.at < IDEMPOTENCY_TTL_MS) {
        if (seen.params !== `${path}?${body}`)
          return fail(
            new StripeApiError(400, {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than the one you used.',
            }),
          );
        return sendJson(res, seen.status, seen.body, {
          'Request-Id': requestId,
          'Idempotent-Replayed': 'true',
        });
      }
    }

    let status = 200;
    let answer: unknown;
    try {
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire|\/line_items)?$/.exec(path);
      const couponPath = /^\/v1\/coupons\/([^/]+)$/.exec(path);
      const promotionCodePath = /^\/v1\/promotion_codes\/([^/]+)$/.exec(path);
      if (path === '/v1/checkout/sessions' && req.method === 'POST') answer = createSession(params);
      else if (path === '/v1/coupons' && req.method === 'POST') answer = discounts.createCoupon(params);
      else if (couponPath && req.method === 'GET')
        answer = discounts.retrieveCoupon(decodeURIComponent(couponPath[1]!));
      else if (path === '/v1/promotion_codes' && req.method === 'POST')
        answer = discounts.createPromotionCode(params);
      else if (path === '/v1/promotion_codes' && req.method === 'GET')
        answer = discounts.listPromotionCodes(params);
      else if (promotionCodePath && req.method === 'GET')
        answer = discounts.retrievePromotionCode(decodeURIComponent(promotionCodePath[1]!));
      else if (promotionCodePath && req.method === 'POST')
        answer = discounts.updatePromotionCode(decodeURIComponent(promotionCodePath[1]!), params);
      else if (sessionPath && req.method === 'GET' && !sessionPath[2]) {
        const record = sessionOrThrow(decodeURIComponent(sessionPath[1]!));
        answer = sessionWith(record, asArray(params.expand, 'expand'));
      } else if (sessionPath && req.method === 'GET' && sessionPath[2] === '/line_items')
        answer = lineItemList(
          sessionOrThrow(decodeURIComponent(sessionPath[1]!)),
          asArray(params.expand, 'expand').includes('data.taxes'),
        );
      else if (sessionPath && req.method === 'POST' && sessionPath[2] === '/expire') {
        const record = sessionOrThrow(decodeURIComponent(sessionPath[1]!));
        if (record.session.status !== 'open')
          throw invalid(
            'session',
            'checkout_session_not_open',
            'Only open Checkout Sessions can be expired.',
          );
        expire(record);
        answer = record.session;
      } else if (path === '/v1/refunds' && req.method === 'POST') answer = refund(params, key ?? '');
      else if (/^\/v1\/refunds\/[^/]+$/.test(path) && req.method === 'GET') {
        const id = decodeURIComponent(path.split('/').pop()!);
        const found = refunds.get(id);
        if (!found) throw notFound('refund', 'id', id);
        answer = { ...found };
      } else
        throw new StripeApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path}).`,
        });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      answer = { error: error.body };
    }
    if (key) idempotent.set(key, { params: `${path}?${body}`, status, body: answer, at: Date.now() });
    return sendJson(res, status, answer, { 'Request-Id': requestId });
  }

  /**
   * Stripe Tax on the buyer's address: each line's and the shipping's tax (tax-rates.ts), the session's
   * totals raised by it, as Stripe reports tax-exclusive prices.
   */
  function applyTax(record: SessionRecord, address: Address) {
    const session = record.session;
    const breakdown = (amount: number): LineTax[] =>
      taxesOn(amount, address).map((tax) => ({
        amount: tax.amount,
        rate: {
          object: 'tax_rate',
          display_name: tax.display_name,
          jurisdiction: tax.jurisdiction,
          percentage: tax.percentage,
          inclusive: false,
        },
        taxability_reason: 'standard_rated',
        taxable_amount: amount,
      }));
    const sum = (taxes: LineTax[]) => taxes.reduce((total, tax) => total + tax.amount, 0);
    let tax = 0;
    for (const item of record.lineItems) {
      const taxable = item.amount_subtotal - item.amount_discount;
      item.taxes = breakdown(taxable);
      item.amount_tax = sum(item.taxes);
      item.amount_total = taxable + item.amount_tax;
      tax += item.amount_tax;
    }
    if (session.shipping_cost) {
      record.shippingTaxes = breakdown(session.shipping_cost.amount_subtotal);
      const shippingTax = sum(record.shippingTaxes);
      session.shipping_cost.amount_tax = shippingTax;
      session.shipping_cost.amount_total = session.shipping_cost.amount_subtotal + shippingTax;
      tax += shippingTax;
    }
    session.total_details = { ...session.total_details, amount_tax: tax };
    session.amount_total += tax;
    session.automatic_tax = { ...session.automatic_tax, status: 'complete' };
  }

  /**
   * A session as retrieved: Stripe answers its line items (`line_items`, their taxes with
   * `line_items.data.taxes`) and the shipping's taxes (`shipping_cost.taxes`) only when asked.
   */
  function sessionWith(record: SessionRecord, expand: readonly unknown[]) {
    const { session } = record;
    const lineTaxes = expand.includes('line_items.data.taxes');
    return {
      ...session,
      ...(session.shipping_cost && expand.includes('shipping_cost.taxes')
        ? { shipping_cost: { ...session.shipping_cost, taxes: record.shippingTaxes } }
        : {}),
      ...(lineTaxes || expand.includes('line_items') ? { line_items: lineItemList(record, lineTaxes) } : {}),
    };
  }

  function lineItemList(record: SessionRecord, withTaxes: boolean) {
    return {
      object: 'list',
      data: record.lineItems.map(({ taxes, ...item }) => (withTaxes ? { ...item, taxes } : item)),
      has_more: false,
      url: `/v1/checkout/sessions/${record.session.id}/line_items`,
    };
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, id: string) {
    const record = sessions.get(id);
    if (!record) return sendHtml(res, 404, renderNotFoundPage());
    expireIfDue(record);
    if (record.session.status !== 'open')
      return sendHtml(res, 410, renderClosedPage(pageLanguage(record.session)));
    if (req.method === 'GET') return sendHtml(res, 200, renderCheckoutPage(record));
    if (req.method !== 'POST') return sendHtml(res, 405, renderNotFoundPage());
    const form = Object.fromEntries(new URLSearchParams(await readBody(req, MAX_BODY_BYTES)));
    if (form.action === 'apply-code' || form.action === 'remove-code')
      return sendHtml(res, 200, renderCheckoutPage(record, codeStep(record, form)));
    const refused = codeAtPayment(record, form);
    if (refused) return sendHtml(res, 200, renderCheckoutPage(record, refused));
    return pay(record, form, res);
  }

  /** The page's code field: Apply checks the typed code as Stripe does; Remove takes an applied code off. */
  function codeStep(record: SessionRecord, form: Record<string, string>): CheckoutPageState {
    const { session } = record;
    if (!session.allow_promotion_codes) return { values: form };
    if (form.action === 'remove-code') {
      if (record.discount?.promotionCode) {
        record.discount = null;
        settleTotals(record);
      }
      return { values: { ...form, promotion_code: '' } };
    }
    const found = discounts.lookUpCode(form.promotion_code ?? '', session.currency);
    if (!found.ok)
      return {
        values: form,
        error: {
          field: 'promotion_code',
          message: pageTexts[pageLanguage(session)].errors.code[found.refusal],
        },
      };
    record.discount = found.discount;
    settleTotals(record);
    return { values: form };
  }

  /**
   * Pay with a code typed but not applied applies it first; an applied code that can no longer be used
   * (its last use went to another buyer, or it expired meanwhile) comes off with the reason, and nothing
   * is charged. Undefined when the payment may go on.
   */
  function codeAtPayment(record: SessionRecord, form: Record<string, string>): CheckoutPageState | undefined {
    const { session } = record;
    const typed = (form.promotion_code ?? '').trim();
    if (
      session.allow_promotion_codes &&
      typed &&
      typed.toUpperCase() !== record.discount?.promotionCode?.code.toUpperCase()
    ) {
      const applied = codeStep(record, { ...form, action: 'apply-code' });
      if (applied.error) return applied;
    }
    const refusal = record.discount && discounts.refusalAtPayment(record.discount, session.currency);
    if (!refusal) return undefined;
    record.discount = null;
    settleTotals(record);
    return {
      values: form,
      error: { field: 'promotion_code', message: pageTexts[pageLanguage(session)].errors.code[refusal] },
    };
  }

  async function handleTestHook(req: IncomingMessage, res: ServerResponse, path: string) {
    const redeliver = /^\/_test\/events\/([^/]+)\/redeliver$/.exec(path);
    if (redeliver && req.method === 'POST') {
      const status = await webhooks.redeliver(decodeURIComponent(redeliver[1]!));
      return status === undefined
        ? sendJson(res, 404, { error: 'No such event' })
        : sendJson(res, 200, { status });
    }
    const asyncStep = /^\/_test\/checkout\/sessions\/([^/]+)\/async\/(complete|succeed|fail)$/.exec(path);
    const disputeClose = /^\/_test\/disputes\/([^/]+)\/close$/.exec(path);
    if (req.method === 'POST' && (asyncStep || disputeClose || path === '/_test/disputes')) {
      const body = (await readBody(req, MAX_BODY_BYTES)) || '{}';
      try {
        const input = JSON.parse(body) as { payment_intent?: string; reason?: string; status?: string };
        const answer = asyncStep
          ? await asyncCheckout(sessionOrThrow(decodeURIComponent(asyncStep[1]!)), asyncStep[2]!)
          : disputeClose
            ? await closeDispute(decodeURIComponent(disputeClose[1]!), input.status ?? '')
            : await openDispute(input.payment_intent ?? '', input.reason ?? 'fraudulent');
        return sendJson(res, 200, answer);
      } catch (error) {
        if (error instanceof StripeApiError) return sendJson(res, error.status, { error: error.body });
        if (error instanceof SyntaxError) return sendJson(res, 400, { error: { message: 'Invalid JSON' } });
        throw error;
      }
    }
    const settle = /^\/_test\/refunds\/([^/]+)\/settle$/.exec(path);
    if (settle && req.method === 'POST') {
      try {
        return sendJson(res, 200, await settleRefund(decodeURIComponent(settle[1]!)));
      } catch (error) {
        if (error instanceof StripeApiError) return sendJson(res, error.status, { error: error.body });
        throw error;
      }
    }
    if (path === '/_test/webhooks/hold' && req.method === 'POST') {
      try {
        const input = JSON.parse((await readBody(req, MAX_BODY_BYTES)) || '{}') as { types?: unknown };
        if (!Array.isArray(input.types) || !input.types.every((type) => typeof type === 'string'))
          return sendJson(res, 400, { error: { message: 'Give the event types to hold: {"types": [...]}' } });
        webhooks.hold(input.types as string[]);
        return sendJson(res, 200, { holding: input.types });
      } catch (error) {
        if (error instanceof SyntaxError) return sendJson(res, 400, { error: { message: 'Invalid JSON' } });
        throw error;
      }
    }
    if (path === '/_test/webhooks/release' && req.method === 'POST')
      return sendJson(res, 200, { released: await webhooks.release() });
    if (path === '/_test/events' && req.method === 'GET') return sendJson(res, 200, webhooks.events());
    if (path === '/_test/deliveries' && req.method === 'GET')
      return sendJson(res, 200, webhooks.deliveries());
    return sendJson(res, 404, { error: 'Unknown test hook' });
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stripe.local').pathname;
    const page = /^\/c\/pay\/([^/]+)$/.exec(path);
    const work = path.startsWith('/v1/')
      ? handleApi(req, res, path)
      : page
        ? handlePage(req, res, decodeURIComponent(page[1]!))
        : path.startsWith('/_test/')
          ? handleTestHook(req, res, path)
          : Promise.resolve(sendHtml(res, 404, renderNotFoundPage()));
    work.catch((error: unknown) => {
      opts.log?.(`fake stripe: ${String(error)}`);
      if (!res.headersSent)
        sendJson(res, 500, {
          error: { type: 'api_error', message: 'Internal error in the local Stripe stand-in' },
        });
      else res.destroy();
    });
  });
  baseUrl = `http://127.0.0.1:${await listen(server, opts.port, '127.0.0.1')}`;
  return {
    url: baseUrl,
    port: Number(new URL(baseUrl).port),
    secretKey,
    webhookSecret,
    webhooks,
    stop: () =>
      new Promise<void>((done) => {
        settling.forEach((timer) => clearTimeout(timer));
        settling.clear();
        webhooks.stop();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
  });
  res.end(html);
}
