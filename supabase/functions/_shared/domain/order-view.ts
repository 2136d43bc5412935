import type { KitLicence } from './licences.ts';
import type { Locale } from './locales.ts';
import type { OrderStatus } from './order-status.ts';
import type { ShippingSpeed } from './printed-orders.ts';
import type { KitFormat } from './pricing.ts';
import type { Currency, Region } from './regions.ts';
import type { TermsLanguage } from './terms-language.ts';

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

/**
 * One tax of an order as receipts and order pages show it (ADR 052): Stripe Tax's name for it ("GST",
 * "QST", "Sales Tax"), where it applies ("Canada", "Québec", "New York"), its rate and the amount charged,
 * the kits' and the shipping's added up (public.order_tax_summary).
 */
export interface OrderTaxLine {
  name: string;
  jurisdiction: string;
  percentage: number;
  cents: number;
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
  /** The licence a digital kit was bought with (ADR 054); family for printed kits and older answers. */
  licence?: KitLicence;
  /**
   * The children a party or classroom licence personalises the kit for, as given at checkout; null when
   * none were given, or after the retention purge.
   */
  child_names?: string[] | null;
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
  /** Taken off the kits (a bundle's saving or a promotion code's); 0 without a discount. */
  discount_cents: number;
  /** What caused it: the promotion code as typed (SPRING10) or the bundle rule's id (bundles.ts discountCause). */
  discount_label: string | null;
  shipping_cents: number;
  /** The sales tax Stripe Tax charged (kits and shipping); 0 when tax is off. */
  tax_cents: number;
  /** That tax per tax, GST before QST; empty when tax is off. */
  tax_lines: OrderTaxLine[];
  /** What was paid: subtotal + shipping + tax. */
  total_cents: number;
  status: OrderStatus;
  shipping_address: ShippingAddress | null;
  created_at: string;
  /** The language of the page the buyer checked out from: Stripe Checkout and the pages it returns to. */
  locale: Locale;
  /**
   * The terms of sale the buyer accepted (ADR 029): every email about the order is in their language
   * (issue 28 §1). Absent from orders read before it existed.
   */
  terms_language?: TermsLanguage;
  /** A printed order's kit language; null without a printed kit (or before it is paid, when left to the address). */
  kit_locale?: Locale | null;
  /** The child's name to print on the kit; null when none was given, or after the retention purge. */
  child_name?: string | null;
  /** A printed order's shipping speed, as Stripe charged it once paid. */
  shipping_speed?: ShippingSpeed | null;
  items: OrderItemView[];
  /** From a download link only: the kit the link was made for, and when the link stops working. */
  link_kit?: string;
  link_expires_at?: string;
}
