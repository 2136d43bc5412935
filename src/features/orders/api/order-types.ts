import type { OrderStatus } from '@domain/order-status';
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
  shippingCents: number;
  totalCents: number;
  shippingAddress: {
    name: string;
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  } | null;
  items: { kit: string; title: string; format: KitFormat; quantity: number; lineCents: number }[];
}

export interface OrderWithDownloads extends OrderReceipt {
  createdAt: string;
  downloads: { kit: string; title: string; token: string }[];
}
