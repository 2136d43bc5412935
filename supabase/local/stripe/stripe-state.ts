import { randomBytes } from 'node:crypto';
import type { AppliedDiscount } from './discounts.ts';
import type { FormValue } from './form-decode.ts';

/** The local test-mode keys; the functions get the same values through the stack's environment. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_adventure_clue_kits';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_adventure_clue_kits';
export const STRIPE_API_VERSION = '2026-10-28.endive';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Opaque ids shaped like Stripe's: a prefix and random base62 characters. */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += BASE62[byte % 62];
  return `${prefix}_${id}`;
}

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
}

/** A failure the API answers with `{error}`: the status picks the SDK's error class. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export const missing = (param: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
export const invalid = (param: string, code: string, message: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', code, param, message });
/** Stripe's 404 for an id it does not know: `No such <kind>: '<id>'`, naming the parameter that carried it. */
export const notFound = (kind: string, param: string, id: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
export const unknownParam = (param: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_unknown',
    param,
    message: `Received unknown parameter: ${param}`,
  });

export interface LineItem {
  id: string;
  object: 'item';
  /** The line's share of the session's discount. */
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  /**
   * Stripe Tax's breakdown: answered only when asked for (`expand[]=data.taxes` on the line items,
   * `line_items.data.taxes` on the session), as Stripe does; empty until tax is computed.
   */
  taxes: LineTax[];
  quantity: number;
  price: { object: 'price'; currency: string; unit_amount: number; product_data_name: string };
}

export interface LineTax {
  amount: number;
  rate: {
    object: 'tax_rate';
    display_name: string;
    jurisdiction: string;
    percentage: number;
    inclusive: false;
  };
  taxability_reason: 'standard_rated';
  taxable_amount: number;
}

export interface ShippingOption {
  shipping_amount: number;
  shipping_rate: string;
  display_name: string;
}

export interface Address {
  city: string;
  country: string;
  line1: string;
  line2: string | null;
  postal_code: string;
  state: string;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  livemode: false;
  created: number;
  expires_at: number;
  mode: 'payment';
  ui_mode: 'hosted_page';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  /** Stripe Tax: on when create-checkout asked for `automatic_tax[enabled]=true`. */
  automatic_tax: {
    enabled: boolean;
    liability: null;
    provider: 'stripe' | null;
    status: 'complete' | 'requires_location_inputs' | null;
  };
  /** As asked on create: the page offers a code field. */
  allow_promotion_codes: boolean | null;
  /** The coupon the session was created with, or the promotion code the buyer applied (Stripe's shape). */
  discounts: { coupon: string | null; promotion_code: string | null }[];
  shipping_options: { shipping_amount: number; shipping_rate: string }[];
  shipping_cost: {
    amount_subtotal: number;
    amount_tax: number;
    amount_total: number;
    shipping_rate: string;
  } | null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  /** 'required': the page asks for a billing address (Stripe Tax's address for a digital-only order). */
  billing_address_collection: 'auto' | 'required';
  customer_email: string | null;
  customer: null;
  customer_details: {
    email: string;
    name: string;
    address: Address | null;
    phone: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  collected_information: {
    shipping_details: { name: string; address: Address };
    business_name: null;
    individual_name: null;
  } | null;
  client_reference_id: string | null;
  /** As asked on create ('fr-CA', 'en', 'auto', …); null when left to the browser's language. */
  locale: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  /** As asked on create (the shop pins ['card']); null when left to Stripe's defaults. */
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  payment_link: null;
  invoice: null;
  subscription: null;
}

/** What the fake keeps besides the public session: line items, shipping labels, the PaymentIntent's metadata. */
export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItem[];
  /** The shipping's tax breakdown, answered only with `expand[]=shipping_cost.taxes`. */
  shippingTaxes: LineTax[];
  shippingOptions: ShippingOption[];
  paymentIntentMetadata: Record<string, string>;
  /** The discount on the session: its coupon from create, or the promotion code the buyer applied. */
  discount: AppliedDiscount | null;
}

/** A chargeback opened through the test hook; `status` follows Stripe's names. */
export interface DisputeRecord {
  id: string;
  charge: ChargeRecord;
  reason: string;
  status: 'needs_response' | 'won' | 'lost';
  created: number;
}

export interface ChargeRecord {
  id: string;
  paymentIntent: string;
  amount: number;
  /** Refunds that stand (pending or succeeded); a failed one comes off again, as in Stripe. */
  amountRefunded: number;
  currency: string;
  metadata: Record<string, string>;
  email: string;
  created: number;
  /** The test card's digits ('' for a bank debit): some cards make refunds settle later. */
  cardNumber: string;
}

/** A refund as the API returns it; `status` and `failure_reason` follow Stripe's names. */
export interface RefundRecord {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed';
  failure_reason?: string;
  failure_balance_transaction?: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export const asObject = (value: FormValue | undefined, param: string): Record<string, FormValue> => {
  if (value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalid(param, 'parameter_invalid_object', `Invalid object: ${param}`);
  return value;
};

export const asArray = (value: FormValue | undefined, param: string): FormValue[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(param, 'parameter_invalid_array', `Invalid array: ${param}`);
  return value;
};

export const asString = (value: FormValue | undefined, param: string): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(param, 'parameter_invalid_string', `Invalid string: ${param}`);
  return value;
};

export const asInteger = (value: FormValue | undefined, param: string): number | undefined => {
  const text = asString(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw invalid(param, 'parameter_invalid_integer', `Invalid integer: ${text}`);
  return Number(text);
};

export function rejectUnknown(object: Record<string, FormValue>, allowed: readonly string[], prefix = '') {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}
