import type { KitLicence } from '@domain/licences';
import type { OrderStatus } from '@domain/order-status';
import type { OrderTaxLine, ShippingAddress } from '@domain/order-view';
import type { KitFormat } from '@domain/pricing';
import type { Currency, Region } from '@domain/regions';

/** An order as the orders function shows it (no download links: see OrderWithDownloads). */
export interface OrderReceipt {
  number: string;
  email: string;
  status: OrderStatus;
  currency: Currency;
  region: Region;
  subtotalCents: number;
  /** Taken off the kits: a bundle's saving or a promotion code's; 0 (or absent) without one. */
  discountCents?: number;
  /** The promotion code as typed, or the bundle rule's id; null without a discount. */
  discountLabel?: string | null;
  /** How many kits the bundle was for, when the discount is the bundle's; null otherwise. */
  bundleSize?: number | null;
  shippingCents: number;
  /** The sales tax Stripe charged (0 when tax is off), and per tax: GST before QST. */
  taxCents: number;
  taxLines: OrderTaxLine[];
  /** What was paid, tax included. */
  totalCents: number;
  shippingAddress: ShippingAddress | null;
  items: {
    kit: string;
    title: string;
    format: KitFormat;
    quantity: number;
    lineCents: number;
    /** Absent from answers of functions deployed before licences (ADR 054): family. */
    licence?: KitLicence;
  }[];
}

/** A kit the page offers to download: its link, licence and the children's names given at checkout. */
export interface KitDownload {
  kit: string;
  title: string;
  token: string;
  licence?: KitLicence;
  childNames?: string[];
}

/**
 * The order behind a thank-you page's session: while the page is fresh (a day after checkout) each
 * paid kit's link, so a guest can download at once; afterwards none, the email masked and no address.
 */
export interface OrderConfirmationView extends OrderReceipt {
  downloads: KitDownload[];
}

export interface OrderWithDownloads extends OrderReceipt {
  createdAt: string;
  downloads: KitDownload[];
}

/**
 * What a download link's page shows of its order: the kits, the number, the buyer's address masked
 * ("m•••@example.com") and when the link stops working; never the address or where a kit ships.
 */
export interface OrderDownloadsPage {
  number: string;
  maskedEmail: string;
  expiresAt: string | null;
  downloads: KitDownload[];
}
