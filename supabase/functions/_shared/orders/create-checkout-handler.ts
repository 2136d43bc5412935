import type Stripe from 'stripe';
import type { Caller } from '../account/account-store.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonResponse } from '../http/cors.ts';
import {
  bearerToken,
  invalidJsonResponse,
  readJsonBody,
  refuseMethod,
  requestMessages,
} from '../http/request.ts';
import { cartFieldErrors, checkoutRequestSchema } from '../domain/cart.ts';
import { kitTitleIn, priceCart, shippingCountry } from '../domain/checkout-pricing.ts';
import { localeTags, localizedPath, type Locale } from '../domain/locales.ts';
import { kitFormatLabelsByLocale } from '../domain/pricing.ts';
import { defaultTermsLanguage } from '../domain/terms-language.ts';
import type { OrderStore } from './order-store.ts';

export interface CreateCheckoutDeps {
  store: OrderStore;
  /** Undefined when payments are not configured: checkout answers 503 and nothing is stored. */
  stripe: Stripe | undefined;
  siteUrl: string;
  /** Who sent the request's bearer token: the anon key is a guest, a member's token is checked with Auth. */
  caller(token: string | undefined): Promise<Caller>;
  log?: (message: string) => void;
}

export const checkoutMessages = {
  methodNotAllowed: requestMessages.postOnly,
  invalidJson: requestMessages.invalidJson,
  invalidCart: 'Please check your cart.',
  tooLarge: 'The cart is too large.',
  paymentsOff:
    'Checkout functionality has been temporarily disabled. Please contact us directly to purchase.',
  storeFailed: 'Your order could not be started. Please try again.',
  stripeFailed: 'The payment service could not be reached. Please try again in a moment.',
  signInAgain: 'Your sign-in has expired. Please sign in again, or sign out to check out as a guest.',
  rateLimited: 'Too many checkout attempts — please try again in a little while.',
} as const;

/** Per connection and hour: a family retrying a few times, not a script opening orders in bulk. */
export const CHECKOUT_LIMIT = { perIp: 20, windowSeconds: 3600 } as const;

const MAX_BODY_BYTES = 16 * 1024;

/** Where Stripe sends the buyer back, on the pages of their language (`/fr/thank-you-order` in French). */
export const successPath = (printed: boolean, locale: Locale = 'en') =>
  `${localizedPath(printed ? '/thank-you-print-order' : '/thank-you-order', locale)}?session_id={CHECKOUT_SESSION_ID}`;

export const cancelPath = (locale: Locale = 'en') => localizedPath('/cart', locale);

/** The shipping line's name on Stripe Checkout, English beside French. */
const shippingRateNames = {
  en: { free: 'Free shipping in Canada', standard: 'Standard shipping' },
  fr: { free: 'Livraison gratuite au Canada', standard: 'Livraison standard' },
} as const satisfies Record<Locale, unknown>;

/**
 * POST {email, region, lines: [{kit, format, quantity}], termsLanguage?, locale?} → 200 {url, order}: a
 * pending order priced by the server, and the Stripe Checkout Session the browser goes to. Any price the
 * browser sends is ignored. `locale` ('en' by default, or 'fr') is the language of Stripe Checkout, of
 * the pages it returns to and of every email about the order. 400 {error, fieldErrors} names each bad
 * field; 503 when payments are switched off.
 */
export function createCheckoutHandler(deps: CreateCheckoutDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  const site = deps.siteUrl.replace(/\/+$/, '');
  return async (req) => {
    const refused = refuseMethod(req, checkoutMessages.methodNotAllowed);
    if (refused) return refused;
    let caller: Caller;
    try {
      caller = await deps.caller(bearerToken(req));
    } catch (error) {
      log(`create-checkout: checking the caller failed: ${String(error)}`);
      return jsonResponse({ error: checkoutMessages.storeFailed }, 500);
    }
    if (caller.kind === 'refused') return jsonResponse({ error: checkoutMessages.signInAgain }, 401);
    const read = await readJsonBody(req, { maxBytes: MAX_BODY_BYTES });
    if (!read.ok)
      return read.problem === 'too-large'
        ? jsonResponse({ error: checkoutMessages.tooLarge }, 413)
        : invalidJsonResponse(checkoutMessages.invalidJson);
    const parsed = checkoutRequestSchema.safeParse(read.body);
    if (!parsed.success)
      return jsonResponse(
        { error: checkoutMessages.invalidCart, fieldErrors: cartFieldErrors(parsed.error) },
        400,
      );
    const request = parsed.data;
    const locale = request.locale ?? 'en';
    const priced = priceCart(request.lines, request.region);
    if (!priced.ok)
      return jsonResponse({ error: checkoutMessages.invalidCart, fieldErrors: priced.fieldErrors }, 400);
    if (!deps.stripe) return jsonResponse({ error: checkoutMessages.paymentsOff }, 503);
    const cart = priced.cart;

    let order;
    try {
      if (
        !(await deps.store.claimRate(
          'checkout-ip',
          clientIp(req),
          CHECKOUT_LIMIT.perIp,
          CHECKOUT_LIMIT.windowSeconds,
        ))
      )
        return jsonResponse({ error: checkoutMessages.rateLimited }, 429);
      order = await deps.store.createPendingOrder({
        email: request.email,
        userId: caller.kind === 'member' ? caller.id : null,
        region: request.region,
        termsLanguage: request.termsLanguage ?? defaultTermsLanguage(request.region),
        locale,
        cart,
      });
    } catch (error) {
      log(`create-checkout: storing the order failed: ${String(error)}`);
      return jsonResponse({ error: checkoutMessages.storeFailed }, 500);
    }

    const currency = cart.currency.toLowerCase();
    let session: Stripe.Checkout.Session;
    try {
      session = await deps.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // Cards only (Apple Pay and Google Pay are cards): no delayed methods such as bank debits, so
          // a completed Checkout is a paid one. The webhook still copes with async payments.
          allowed_payment_method_types: ['card'],
          // 'en' or 'fr-CA' (Stripe has Canadian French): the page speaks the buyer's language, not the browser's.
          locale: localeTags[locale],
          customer_email: request.email,
          line_items: cart.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency,
              unit_amount: line.unitCents,
              product_data: {
                name: `${kitTitleIn(locale, line.kit, line.title)} – ${kitFormatLabelsByLocale[locale][line.format]}`,
              },
            },
          })),
          ...(cart.hasPrinted
            ? {
                shipping_address_collection: { allowed_countries: [shippingCountry[request.region]] },
                shipping_options: [
                  {
                    shipping_rate_data: {
                      type: 'fixed_amount',
                      fixed_amount: { amount: cart.shippingCents, currency },
                      display_name: shippingRateNames[locale][cart.shippingCents === 0 ? 'free' : 'standard'],
                    },
                  },
                ],
              }
            : {}),
          success_url: `${site}${successPath(cart.hasPrinted, locale)}`,
          cancel_url: `${site}${cancelPath(locale)}`,
          client_reference_id: order.number,
          metadata: { order_id: order.id, order_number: order.number },
          payment_intent_data: { metadata: { order_id: order.id, order_number: order.number } },
        },
        // A retried request (the SDK retries network errors) must not open a second session.
        { idempotencyKey: `checkout-${order.id}` },
      );
      await deps.store.attachSession(order.id, session.id);
    } catch (error) {
      log(`create-checkout: Stripe refused order ${order.number}: ${String(error)}`);
      return jsonResponse({ error: checkoutMessages.stripeFailed }, 502);
    }
    if (!session.url) {
      log(`create-checkout: session ${session.id} has no url`);
      return jsonResponse({ error: checkoutMessages.stripeFailed }, 502);
    }
    return jsonResponse({
      url: session.url,
      order: { number: order.number, totalCents: order.total_cents, currency: order.currency },
    });
  };
}
