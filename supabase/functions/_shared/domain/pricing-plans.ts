import { digitalClueCardsText, kitContentsIn, kitFacts, printedClueCardsText } from './kit-contents.ts';
import type { Locale } from './locales.ts';
import {
  EASTER_DELIVERY_CA,
  FREE_SHIPPING_CA,
  SHIPPING_NOTE_US,
  kitFormatLabels,
  kitFormatLabelsByLocale,
  priceFor,
  pricingTextsIn,
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
export const PRICING_CTA_FR = 'Choisissez votre thème et téléchargez-le';

const { facts: factsFr, digitalClueCards: digitalFr, printedClueCards: printedFr } = kitContentsIn.fr;
const sharedExtrasFr = [
  factsFr.riddles,
  'Affiche de bienvenue',
  'Modèle d’empreintes',
  'Affiche de félicitations et certificat',
];

/** The two cards of /us/pricing and /ca/pricing (spec route table), in the page's language. */
export function pricingPlans(region: Region, locale: Locale = 'en'): readonly PricingPlan[] {
  if (locale === 'fr') return pricingPlansFr(region);
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

function pricingPlansFr(region: Region): readonly PricingPlan[] {
  const currency = currencyOf(region);
  const texts = pricingTextsIn.fr;
  return [
    {
      format: 'digital',
      name: kitFormatLabelsByLocale.fr.digital,
      priceCents: priceFor('digital', region),
      currency,
      description:
        'Imprimez la trousse à la maison, en couleur ou en noir et blanc, autant de fois que vous le voulez.',
      features: [digitalFr, ...sharedExtrasFr, 'Téléchargement instantané', 'Soutien par courriel'],
    },
    {
      format: 'printed',
      // A card's heading names the kit itself ("Imprimée et livrée" alone qualifies nothing).
      name: 'Trousse imprimée et livrée',
      priceCents: priceFor('printed', region),
      currency,
      description: 'Une trousse prête à cacher, imprimée sur du carton rigide et livrée à votre porte.',
      features: [printedFr, ...sharedExtrasFr, 'Options de livraison', 'Soutien par courriel'],
      ...(region === 'us'
        ? { shippingNote: texts.shippingNoteUs }
        : { freeShipping: texts.freeShippingCa, easterDelivery: texts.easterDeliveryCa }),
    },
  ];
}
