import { digitalClueCardsText, kitFacts, printedClueCardsText } from './kit-contents';
import {
  EASTER_DELIVERY_CA,
  FREE_SHIPPING_CA,
  SHIPPING_NOTE_US,
  priceFor,
  regionMoney,
  type PriceRegion,
  type PricingPlan,
} from './pricing';

const sharedExtras = [
  kitFacts.riddles,
  'Greetings poster',
  'Footprint template',
  'Congratulations poster and certificate',
];

export const PRICING_CTA = 'Choose Your Theme & Download Now';

/** The two cards of /us/pricing and /ca/pricing (spec route table). */
export function pricingPlans(region: PriceRegion): readonly PricingPlan[] {
  const { currency } = regionMoney[region];
  return [
    {
      format: 'digital',
      name: 'Digital Download',
      price: priceFor('digital', region),
      currency,
      description: 'Print at home in colour or black and white, as many times as you like.',
      features: [digitalClueCardsText, ...sharedExtras, 'Instant download', 'Email support'],
    },
    {
      format: 'printed',
      name: 'Printed & Delivered',
      price: priceFor('printed', region),
      currency,
      description: 'A ready-to-hide kit printed on sturdy card and sent to your door.',
      features: [printedClueCardsText, ...sharedExtras, 'Shipping options', 'Email support'],
      ...(region === 'us'
        ? { shippingNote: SHIPPING_NOTE_US }
        : { freeShipping: FREE_SHIPPING_CA, easterDelivery: EASTER_DELIVERY_CA }),
    },
  ];
}
