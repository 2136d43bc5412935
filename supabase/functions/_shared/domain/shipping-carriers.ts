/**
 * The carriers a printed kit ships with and where each one's tracking page is, for the owner's
 * "mark shipped" form (the browser) and the admin function (which re-checks and builds the link).
 */
import { z } from 'zod';
import type { Locale } from './locales.ts';

export const carriers = ['Canada Post', 'USPS', 'UPS', 'FedEx', 'Purolator', 'DHL', 'Other'] as const;
export type Carrier = (typeof carriers)[number];

const trackingPages: Readonly<Record<Exclude<Carrier, 'Other'>, string>> = {
  'Canada Post': 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  Purolator: 'https://www.purolator.com/en/shipping/tracker?pin=',
  DHL: 'https://www.dhl.com/en/express/tracking.html?AWB=',
};

/** A carrier's own French tracking page, for a French buyer's shipping email (the owner keeps the English one). */
const frenchTrackingPages: Partial<Record<Carrier, string>> = {
  'Canada Post': 'https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=',
};

/** How a French email names the carrier: Canada Post is Postes Canada in French. */
const frenchCarrierNames: Partial<Record<Carrier, string>> = {
  'Canada Post': 'Postes Canada',
  Other: 'autre transporteur',
};

export const carrierName = (carrier: Carrier, locale: Locale = 'en'): string =>
  (locale === 'fr' ? frenchCarrierNames[carrier] : undefined) ?? carrier;

export const shipmentMessages = {
  carrier: 'Choose the carrier.',
  trackingNumber: 'Enter the tracking number: 4 to 40 letters, digits, spaces or hyphens.',
  trackingUrl: 'For another carrier, give the https address of its tracking page.',
} as const;

/** Tracking numbers as carriers print them: letters, digits, spaces, hyphens. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 -]{4,40}$/;

export const shipmentSchema = z
  .object({
    carrier: z.enum(carriers, { error: shipmentMessages.carrier }),
    trackingNumber: z
      .string({ error: shipmentMessages.trackingNumber })
      .trim()
      .regex(TRACKING_NUMBER_PATTERN, shipmentMessages.trackingNumber),
    trackingUrl: z.string().trim().optional(),
  })
  .refine((value) => value.carrier !== 'Other' || /^https:\/\/\S+$/.test(value.trackingUrl ?? ''), {
    path: ['trackingUrl'],
    message: shipmentMessages.trackingUrl,
  });
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * Where the buyer follows the parcel: the carrier's page for the number (its French page for a French
 * buyer, where the carrier has one), or the owner's link for Other.
 */
export function trackingUrlFor(shipment: Shipment, locale: Locale = 'en'): string {
  if (shipment.carrier === 'Other') return shipment.trackingUrl ?? '';
  const number = shipment.trackingNumber.replace(/\s+/g, '');
  const page =
    (locale === 'fr' ? frenchTrackingPages[shipment.carrier] : undefined) ?? trackingPages[shipment.carrier];
  return `${page}${encodeURIComponent(number)}`;
}
