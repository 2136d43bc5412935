import type { KitLicence } from '@domain/licences';
import type { AdminAuditEntry } from '@domain/admin-audit';
import type { ShippingSpeed } from '@domain/printed-orders';
import type { TermsLanguage } from '@domain/terms-language';
import type { OrderStatus } from '@domain/order-status';
import type { OrderListRow, OrderTaxLine, ShippingAddress } from '@domain/order-view';
import type { RefundStatus } from '@domain/refund-status';
import type { KitFormat } from '@domain/pricing';
import type { Region } from '@domain/regions';
import type { Shipment } from '@domain/shipping-carriers';
import { fetchFunctionFile, type FunctionResult } from '@/lib/function-client';
import { callAdminOrders } from './admin-call';
import type { Locale } from '@domain/locales';

export interface OrderFilters {
  search: string;
  status: OrderStatus | '';
  kit: string;
  format: KitFormat | '';
  region: Region | '';
  page: number;
}

export interface OrderPage {
  orders: OrderListRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminOrderItem {
  id: string;
  kit_slug: string;
  kit_title: string;
  format: KitFormat;
  quantity: number;
  unit_cents: number;
  line_cents: number;
  /** The sales tax Stripe charged on this kit: a refund of the kit gives it back too. */
  tax_cents: number;
  /** The kit's share of the order's discount: what a refund of the kit gives back is its line less this. */
  discount_cents?: number;
  /** The licence the kit was bought with (ADR 054); absent from answers before licences: family. */
  licence?: KitLicence;
  /** How many children's names a party or classroom kit was bought with (not who: none after the purge). */
  name_count?: number;
  refunded_at: string | null;
  /**
   * The kit's download links taken together: its one link, plus the earlier ones a reset closed or that
   * expired (and, for orders of before issue 25, the links resends and recoveries minted).
   */
  links: {
    total: number;
    working: number;
    download_count: number;
    last_download_at: string | null;
  };
  /** The newest links, one by one (hashes are not shown: they open nothing). */
  recent_links: {
    created_at: string;
    revoked_at: string | null;
    /** When the link stops (or stopped) working. */
    expires_at: string;
    download_count: number;
    last_download_at: string | null;
  }[];
}

export interface AdminOrder {
  id: string;
  number: string;
  email: string;
  region: Region;
  currency: 'USD' | 'CAD';
  subtotal_cents: number;
  /** Taken off the kits (a bundle's saving or a promotion code's); 0 (or absent) without one. */
  discount_cents?: number;
  /** The promotion code, or the bundle rule's id (`discountCause`). */
  discount_label?: string | null;
  shipping_cents: number;
  /** The sales tax Stripe charged (0 when tax is off), and per tax: GST before QST. */
  tax_cents: number;
  tax_lines: OrderTaxLine[];
  /** What was paid, tax included. */
  total_cents: number;
  refunded_cents: number;
  status: OrderStatus;
  /** The terms of sale the buyer accepted (French unless they expressly chose English): their emails are in it. */
  terms_language: TermsLanguage;
  /** The language the buyer shopped in: Stripe Checkout was in it (issue 20 §2). */
  locale: Locale;
  /** A printed order's kit language, child's name and shipping speed (issues 28 §2, 29 §5). */
  kit_locale: Locale | null;
  child_name: string | null;
  shipping_speed: ShippingSpeed | null;
  shipping_address: ShippingAddress | null;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  stripe_payment_intent: string | null;
  /** The latest payment dispute: open or lost holds the printed kits back. */
  dispute_status: 'open' | 'won' | 'lost' | null;
  items: AdminOrderItem[];
  refunds: {
    id: string;
    amount_cents: number;
    source: 'admin' | 'stripe';
    order_item_id: string | null;
    created_at: string;
    /** A failed refund did not reach the buyer: it is not in `refunded_cents`. */
    status: RefundStatus;
    /** Stripe's failure_reason of a failed refund. */
    failure_reason: string | null;
  }[];
  /** Who did what to the order in the console, oldest first (the audit log). */
  history: AdminAuditEntry[];
}

/** A refusal's `message` is the function's, in the page's language; without one the page says what failed. */
export type Answer<T> = { ok: true; data: T } | { ok: false; message?: string };

function answer<T>(result: FunctionResult): Answer<T> {
  return result.ok ? { ok: true, data: result.data as T } : { ok: false, message: result.message };
}

export async function listOrders(filters: OrderFilters, token: string): Promise<Answer<OrderPage>> {
  return answer(await callAdminOrders('list', filters, token));
}

export async function getOrder(orderId: string, token: string): Promise<Answer<{ order: AdminOrder }>> {
  return answer(await callAdminOrders('detail', { orderId }, token));
}

export async function shipOrder(
  orderId: string,
  shipment: Shipment,
  token: string,
): Promise<Answer<{ order: AdminOrder }>> {
  return answer(await callAdminOrders('ship', { orderId, shipment }, token));
}

export async function refundOrder(
  orderId: string,
  itemId: string | undefined,
  token: string,
): Promise<Answer<{ order: AdminOrder; refundedCents: number }>> {
  return answer(await callAdminOrders('refund', { orderId, itemId }, token));
}

export async function resendDownloads(orderId: string, token: string): Promise<Answer<{ sentTo: string }>> {
  return answer(await callAdminOrders('resend', { orderId }, token));
}

export async function resetLink(
  orderId: string,
  itemId: string,
  token: string,
): Promise<Answer<{ sentTo: string; order: AdminOrder }>> {
  return answer(await callAdminOrders('reset-link', { orderId, itemId }, token));
}

/** The printed kit's print file, a PDF the function builds. */
export async function fetchPrintFile(orderId: string, itemId: string, token: string): Promise<Answer<Blob>> {
  const answer = await fetchFunctionFile('admin-orders/print-file', { orderId, itemId }, { token });
  return answer.ok ? { ok: true, data: answer.file } : { ok: false, message: answer.message };
}
