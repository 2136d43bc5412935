import type Stripe from 'stripe';
import type { Caller } from '../account/account-store.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonResponse } from '../http/cors.ts';
import { bearerToken, invalidJsonResponse, readJsonBody, refuseMethod } from '../http/request.ts';
import { requestLocale } from '../http/request-locale.ts';
import { zodMessagesIn } from '../http/texts.ts';
import { DIGITAL_BUNDLE_SIZE } from '../domain/bundles.ts';
import { CART_MAX_LINES } from '../domain/cart-limits.ts';
import { cartFieldErrors, cartSchemasWith, type CartMessages } from '../domain/cart.ts';
import type { ShopCatalog } from '../domain/catalog.ts';
import { priceCart, shippingCountry, type CartLineProblem } from '../domain/checkout-pricing.ts';
import { clueRequestTextsIn } from '../domain/clue-request.ts';
import { kitTitleIn } from '../domain/kit-titles.ts';
import { licenceTextsIn } from '../domain/licences.ts';
import {
  defaultShippingSpeed,
  shippingDaysIn,
  shippingRates,
  shippingSpeedNamesIn,
  shippingSpeeds,
  type ShippingSpeed,
} from '../domain/printed-orders.ts';
import type { Region } from '../domain/regions.ts';
import { formMessagesIn } from '../domain/form-messages.ts';
import { defaultLocale, localeTags, localizedPath, type Locale } from '../domain/locales.ts';
import { perLocale } from '../http/texts.ts';
import {
  DIGITAL_LICENCE_QUANTITY,
  kitFormatLabelsByLocale,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '../domain/pricing.ts';
import { defaultTermsLanguage } from '../domain/terms-language.ts';
import { salesTaxSessionParams } from '../domain/sales-tax.ts';
import { orderText } from './i18n/catalog.ts';
import type { OrderStore } from './order-store.ts';

export interface CreateCheckoutDeps {
  store: OrderStore;
  /** Undefined when payments are not configured: checkout answers 503 and nothing is stored. */
  stripe: Stripe | undefined;
  siteUrl: string;
  /** Who sent the request's bearer token: the anon key is a guest, a member's token is checked with Auth. */
  caller(token: string | undefined): Promise<Caller>;
  /** Stripe Tax (`STRIPE_TAX_ENABLED`); off unless set, as a seller below the thresholds may choose. */
  salesTax?: boolean;
  /** The catalog as the database holds it now: prices and sale states (catalog-store.ts, ADR 051). */
  catalog(): Promise<ShopCatalog>;
  /**
   * Switches on the promotion codes whose start has passed (promotions/activate-due.ts), before a
   * session that offers the code field; a failure is logged and checkout goes on.
   */
  activateDuePromotions?(): Promise<unknown>;
  log?: (message: string) => void;
}

/** The cart's checks in a language: the order catalog's words (the email's are the forms'). */
export const cartMessagesIn = perLocale((locale): CartMessages => ({
  email: formMessagesIn[locale].email,
  region: orderText(locale, 'orders.cart.region'),
  lines: orderText(locale, 'orders.cart.lines'),
  tooManyLines: orderText(locale, 'orders.cart.tooManyLines', { max: String(CART_MAX_LINES) }),
  kit: orderText(locale, 'orders.cart.kit'),
  format: orderText(locale, 'orders.cart.format'),
  quantity: orderText(locale, 'orders.cart.quantity', {
    min: String(QUANTITY_MIN),
    max: String(QUANTITY_MAX),
  }),
  digitalQuantity: orderText(locale, 'orders.cart.digitalQuantity', {
    quantity: String(DIGITAL_LICENCE_QUANTITY),
  }),
  duplicate: orderText(locale, 'orders.cart.duplicate'),
  termsLanguage: orderText(locale, 'orders.cart.termsLanguage'),
  locale: orderText(locale, 'orders.cart.locale'),
  kitLocale: orderText(locale, 'orders.cart.kitLocale'),
  childName: clueRequestTextsIn[locale].childName,
  shippingSpeed: orderText(locale, 'orders.cart.shippingSpeed'),
  licence: licenceTextsIn[locale],
  unknownLicence: orderText(locale, 'orders.cart.licence'),
}));

/**
 * Stripe Checkout's shipping choices for a printed order: every speed of the region, from the shop's
 * rates, the one chosen in the cart first (Stripe preselects the first); the buyer may change it there,
 * and the webhook reads which one Stripe charged.
 */
export function shippingOptionsFor(region: Region, chosen: ShippingSpeed, locale: Locale, currency: string) {
  return [chosen, ...shippingSpeeds.filter((speed) => speed !== chosen)].map((speed) => {
    const rate = shippingRates[region][speed];
    return {
      shipping_rate_data: {
        type: 'fixed_amount' as const,
        fixed_amount: { amount: rate.cents, currency },
        display_name: orderText(locale, 'orders.checkout.shippingOption', {
          speed:
            rate.cents === 0
              ? orderText(locale, 'orders.checkout.freeShipping')
              : shippingSpeedNamesIn[locale][speed],
          days: shippingDaysIn[locale](rate.days),
        }),
      },
    };
  });
}

const checkoutSchemaIn = perLocale((locale) => cartSchemasWith(cartMessagesIn(locale)).checkoutRequest);

/** A line the server will not sell, in the request's language. */
const lineProblemText = (locale: Locale, problem: CartLineProblem) =>
  problem === 'kit'
    ? orderText(locale, 'orders.cart.kit')
    : problem === 'licence'
      ? licenceTextsIn[locale].notSold
      : orderText(locale, 'orders.cart.printedClosed');

/**
 * A text to log with every child's name of the request taken out: a database refusal quotes the row
 * it refused, names included (ADR 034: names never reach the logs).
 */
export function withoutChildNames(text: string, names: readonly string[]): string {
  return names
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .reduce((hidden, name) => hidden.split(name).join('[child]'), text);
}

/** Per connection and hour: a family retrying a few times, not a script opening orders in bulk. */
export const CHECKOUT_LIMIT = { perIp: 20, windowSeconds: 3600 } as const;

const MAX_BODY_BYTES = 16 * 1024;

/** Where Stripe sends the buyer back, on the pages of their language (`/fr/thank-you-order` in French). */
export const successPath = (printed: boolean, locale: Locale = defaultLocale) =>
  `${localizedPath(printed ? '/thank-you-print-order' : '/thank-you-order', locale)}?session_id={CHECKOUT_SESSION_ID}`;

export const cancelPath = (locale: Locale = defaultLocale) => localizedPath('/cart', locale);

/**
 * POST {email, region, lines: [{kit, format, quantity, licence?, childNames?}], termsLanguage?, locale?,
 * kitLocale?, childName?, shippingSpeed?} → 200 {url, order}: a pending order priced by the server (a
 * bundle's saving included, sent to Stripe as a one-off coupon; any other cart may take a promotion code on
 * Stripe's page), and the Stripe Checkout Session the browser goes to. Any price the browser sends is
 * ignored; a digital kit costs its licence's price in the database, and a party or classroom licence keeps
 * at most its number of children's names (ADR 054). `locale` ('en' by default, or 'fr') is the
 * language of Stripe Checkout and of the pages it returns to; `termsLanguage` (French unless the buyer
 * chose English, for an order in Canada or from a French page) is the language of every email about the
 * order. A printed order keeps its kit language, child's name and shipping speed; Stripe Checkout offers
 * every speed of the region, the chosen one first. 400 {error, fieldErrors} names each bad
 * field; 503 when payments are switched off. Every refusal is in the request's language (`locale`, else
 * Accept-Language).
 */
export function createCheckoutHandler(deps: CreateCheckoutDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  const site = deps.siteUrl.replace(/\/+$/, '');
  return async (req) => {
    const refused = refuseMethod(req);
    if (refused) return refused;
    // The body is read first for its language; the caller is still checked before the body is.
    const read = await readJsonBody(req, { maxBytes: MAX_BODY_BYTES });
    const answerLocale = requestLocale(req, read.ok ? read.body : undefined);
    const refuse = (status: number, id: string) =>
      jsonResponse({ error: orderText(answerLocale, id) }, status);
    let caller: Caller;
    try {
      caller = await deps.caller(bearerToken(req));
    } catch (error) {
      log(`create-checkout: checking the caller failed: ${String(error)}`);
      return refuse(500, 'orders.checkout.storeFailed');
    }
    if (caller.kind === 'refused') return refuse(401, 'orders.checkout.signInAgain');
    if (!read.ok)
      return read.problem === 'too-large'
        ? refuse(413, 'orders.checkout.tooLarge')
        : invalidJsonResponse(answerLocale);
    const parsed = checkoutSchemaIn(answerLocale).safeParse(read.body, zodMessagesIn(answerLocale));
    if (!parsed.success)
      return jsonResponse(
        {
          error: orderText(answerLocale, 'orders.checkout.invalidCart'),
          fieldErrors: cartFieldErrors(parsed.error),
        },
        400,
      );
    const request = parsed.data;
    const locale = request.locale ?? defaultLocale;
    let catalog: ShopCatalog;
    try {
      catalog = await deps.catalog();
    } catch (error) {
      log(`create-checkout: reading the catalog failed: ${String(error)}`);
      return refuse(500, 'orders.checkout.storeFailed');
    }
    const priced = priceCart(
      request.lines,
      request.region,
      catalog,
      new Date(),
      request.shippingSpeed ?? defaultShippingSpeed,
    );
    if (!priced.ok)
      return jsonResponse(
        {
          error: orderText(answerLocale, 'orders.checkout.invalidCart'),
          fieldErrors: Object.fromEntries(
            Object.entries(priced.problems).map(([path, problem]) => [
              path,
              lineProblemText(answerLocale, problem),
            ]),
          ),
        },
        400,
      );
    if (!deps.stripe) return refuse(503, 'orders.checkout.paymentsOff');
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
        return refuse(429, 'orders.checkout.rateLimited');
      order = await deps.store.createPendingOrder({
        email: request.email,
        userId: caller.kind === 'member' ? caller.id : null,
        region: request.region,
        termsLanguage: request.termsLanguage ?? defaultTermsLanguage(request.region, locale),
        locale,
        cart,
        // Kept only for a printed kit: a digital order has nothing to print nor ship.
        printed: cart.hasPrinted
          ? {
              kitLocale: request.kitLocale ?? null,
              childName: request.childName ?? null,
              shippingSpeed: cart.shippingSpeed ?? defaultShippingSpeed,
            }
          : null,
      });
    } catch (error) {
      const names = [request.childName ?? '', ...request.lines.flatMap((line) => line.childNames ?? [])];
      log(`create-checkout: storing the order failed: ${withoutChildNames(String(error), names)}`);
      return refuse(500, 'orders.checkout.storeFailed');
    }

    const currency = cart.currency.toLowerCase();
    let session: Stripe.Checkout.Session;
    try {
      // A bundle is the order's discount, priced here: a one-off coupon for its saving, so every kit keeps
      // its price on the receipt. Any other cart may take a promotion code on Stripe's page; Stripe
      // allows one or the other, and the bundle never waits on the buyer to ask for it (ADR 053).
      const discount = cart.bundle
        ? {
            discounts: [
              {
                coupon: (
                  await deps.stripe.coupons.create(
                    {
                      amount_off: cart.bundle.discountCents,
                      currency,
                      duration: 'once',
                      max_redemptions: 1,
                      name: orderText(locale, 'orders.checkout.bundleName', {
                        size: String(DIGITAL_BUNDLE_SIZE),
                      }),
                      metadata: { order_id: order.id, order_number: order.number, rule: cart.bundle.rule },
                    },
                    { idempotencyKey: `bundle-${order.id}` },
                  )
                ).id,
              },
            ],
          }
        : { allow_promotion_codes: true };
      if (!cart.bundle)
        await deps
          .activateDuePromotions?.()
          .catch((error: unknown) =>
            log(`create-checkout: switching promotion codes on failed: ${String(error)}`),
          );
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
                name: orderText(
                  locale,
                  line.licence === 'family' ? 'orders.checkout.lineName' : 'orders.checkout.licensedLineName',
                  {
                    title: kitTitleIn(locale, line.kit, line.title),
                    format: kitFormatLabelsByLocale[locale][line.format],
                    licence: licenceTextsIn[locale].name[line.licence],
                  },
                ),
              },
            },
          })),
          ...(cart.hasPrinted
            ? {
                shipping_address_collection: { allowed_countries: [shippingCountry[request.region]] },
                shipping_options: shippingOptionsFor(
                  request.region,
                  cart.shippingSpeed ?? defaultShippingSpeed,
                  locale,
                  currency,
                ),
              }
            : {}),
          ...salesTaxSessionParams(deps.salesTax ?? false, cart.hasPrinted),
          ...discount,
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
      return refuse(502, 'orders.checkout.stripeFailed');
    }
    if (!session.url) {
      log(`create-checkout: session ${session.id} has no url`);
      return refuse(502, 'orders.checkout.stripeFailed');
    }
    return jsonResponse({
      url: session.url,
      order: { number: order.number, totalCents: order.total_cents, currency: order.currency },
    });
  };
}
