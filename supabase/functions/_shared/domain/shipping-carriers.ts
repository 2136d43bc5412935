/**
 * The carriers a printed kit ships with and where each one's tracking page is, for the owner's
 * "mark shipped" form (the browser) and the admin function (which re-checks and builds the link).
 */
import { z } from 'zod';
import { frenchTexts } from './french-typography.ts';
import { type Locale } from './locales.ts';

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

/**
 * A carrier's own tracking page in each language where it has one, for the buyer's shipping email (the
 * owner keeps the English one); the English page otherwise.
 */
const localTrackingPages: Readonly<Record<Locale, Partial<Record<Carrier, string>>>> = {
  en: {},
  fr: { 'Canada Post': 'https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=' },
};

/** How an email in each language names the carrier where it differs: Canada Post is Postes Canada in French. */
const localCarrierNames: Readonly<Record<Locale, Partial<Record<Carrier, string>>>> = {
  en: {},
  fr: { 'Canada Post': 'Postes Canada', Other: 'autre transporteur' },
};

export const carrierName = (carrier: Carrier, locale: Locale = 'en'): string =>
  localCarrierNames[locale]?.[carrier] ?? carrier;

/** What the "mark shipped" form's checks say, in each language (the owner's page shows the English). */
type ShipmentMessages = Readonly<Record<'carrier' | 'trackingNumber' | 'trackingUrl', string>>;

export const shipmentMessagesIn: Readonly<Record<Locale, ShipmentMessages>> = {
  en: {
    carrier: 'Choose the carrier.',
    trackingNumber: 'Enter the tracking number: 4 to 40 letters, digits, spaces or hyphens.',
    trackingUrl: 'For another carrier, give the https address of its tracking page.',
  },
  fr: frenchTexts({
    carrier: 'Choisissez le transporteur.',
    trackingNumber: 'Entrez le numéro de suivi : de 4 à 40 lettres, chiffres, espaces ou traits d’union.',
    trackingUrl: 'Pour un autre transporteur, indiquez l’adresse https de sa page de suivi.',
  }),
};

export const shipmentMessages = shipmentMessagesIn.en;

/** Tracking numbers as carriers print them: letters, digits, spaces, hyphens. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 -]{4,40}$/;

/** The shipment the owner enters, with one language's `messages` (the admin function answers in the request's). */
export function shipmentSchemaWith(messages: ShipmentMessages) {
  return z
    .object({
      carrier: z.enum(carriers, { error: messages.carrier }),
      trackingNumber: z
        .string({ error: messages.trackingNumber })
        .trim()
        .regex(TRACKING_NUMBER_PATTERN, messages.trackingNumber),
      trackingUrl: z.string().trim().optional(),
    })
    .refine((value) => value.carrier !== 'Other' || /^https:\/\/\S+$/.test(value.trackingUrl ?? ''), {
      path: ['trackingUrl'],
      message: messages.trackingUrl,
    });
}

export const shipmentSchema = shipmentSchemaWith(shipmentMessagesIn.en);
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * Where the buyer follows the parcel: the carrier's page for the number (its French page for a French
 * buyer, where the carrier has one), or the owner's link for Other.
 */
export function trackingUrlFor(shipment: Shipment, locale: Locale = 'en'): string {
  if (shipment.carrier === 'Other') return shipment.trackingUrl ?? '';
  const number = shipment.trackingNumber.replace(/\s+/g, '');
  const page = localTrackingPages[locale]?.[shipment.carrier] ?? trackingPages[shipment.carrier];
  return `${page}${encodeURIComponent(number)}`;
}
