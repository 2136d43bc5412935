import { digitalClueCardsText, kitFacts, printedClueCardsText } from './kit-contents.ts';
import {
  EASTER_DELIVERY_CA,
  FREE_SHIPPING_CA,
  SHIPPING_NOTE_US,
  kitFormatLabels,
  priceFor,
  type PricingPlan,
} from './pricing.ts';
import { currencyOf, type Region } from './regions.ts';

const sharedExtras = [
  kitFacts.riddles,
  'Greetings poster',
  'Footprint template',
  'Congratulations poster and certificate',
];

export const PRICING_CTA = 'Choose Your Theme & Download Now';

/** The two cards of /us/pricing and /ca/pricing (spec route table). */
export function pricingPlans(region: Region): readonly PricingPlan[] {
  const currency = currencyOf(region);
  return [
    {
      format: 'digital',
      name: kitFormatLabels.digital,
      priceCents: priceFor('digital', region),
      currency,
      description: 'Print at home in colour or black and white, as many times as you like.',
      features: [digitalClueCardsText, ...sharedExtras, 'Instant download', 'Email support'],
    },
    {
      format: 'printed',
      name: kitFormatLabels.printed,
      priceCents: priceFor('printed', region),
      currency,
      description: 'A ready-to-hide kit printed on sturdy card and sent to your door.',
      features: [printedClueCardsText, ...sharedExtras, 'Shipping options', 'Email support'],
      ...(region === 'us'
        ? { shippingNote: SHIPPING_NOTE_US }
        : { freeShipping: FREE_SHIPPING_CA, easterDelivery: EASTER_DELIVERY_CA }),
    },
  ];
}
