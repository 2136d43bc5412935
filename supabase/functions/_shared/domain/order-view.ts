import type { Locale } from './locales.ts';
import type { OrderStatus } from './order-status.ts';
import type { KitFormat } from './pricing.ts';
import type { Currency, Region } from './regions.ts';

/** Where a printed kit ships, as Stripe Checkout collected it and the order keeps it. */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

/** One order of the owner's list (admin_list_orders), as admin-orders answers it. */
export interface OrderListRow {
  id: string;
  number: string;
  email: string;
  status: OrderStatus;
  region: Region;
  currency: Currency;
  total_cents: number;
  created_at: string;
  shipped_at: string | null;
  kits: string[];
  formats: KitFormat[];
  to_print: boolean;
}

/**
 * The state of a digital kit's current link (its newest generation), from which the functions derive
 * its token again (orders/download-links.ts). Generation 0: the kit has no derived link yet.
 */
export interface ItemLinkState {
  generation: number;
  token_hash: string | null;
  expires_at: string | null;
  /** Neither revoked nor expired. */
  live: boolean;
}

/** A kit of an order as the database's public.order_json() returns it. */
export interface OrderItemView {
  id: string;
  kit_slug: string;
  kit_title: string;
  format: 'digital' | 'printed';
  quantity: number;
  unit_cents: number;
  line_cents: number;
  /**
   * A download link's raw token: filled in by the functions, which derive it again (download-links.ts),
   * or the token a download link was opened with (it opens its order's kits); the database keeps
   * hashes only.
   */
  token: string | null;
  /** The kit's current link; null when it has none to show (printed, refunded, links paused). */
  link: ItemLinkState | null;
}

/** An order as the database's public.order_json() returns it: what every order function works from. */
export interface OrderView {
  id: string;
  number: string;
  email: string;
  region: Region;
  currency: Currency;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  status: OrderStatus;
  shipping_address: ShippingAddress | null;
  created_at: string;
  /** The language the buyer checked out in: every email about the order is written in it. */
  locale: Locale;
  items: OrderItemView[];
  /** From a download link only: the kit the link was made for, and when the link stops working. */
  link_kit?: string;
  link_expires_at?: string;
}
