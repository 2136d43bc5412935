import { kitContentsIn } from './kit-contents.ts';
import type { Locale } from './locales.ts';
import {
  kitFormatLabelsByLocale,
  priceFor,
  pricingTextsIn,
  type KitFormat,
  type PricingPlan,
} from './pricing.ts';
import { currencyOf, type Region } from './regions.ts';

/** The pricing cards' button, in each language. */
export const pricingCtaIn: Readonly<Record<Locale, string>> = {
  en: 'Choose Your Theme & Download Now',
  fr: 'Choisissez votre thème et téléchargez-le',
};

type PlanWords = { name: string; description: string; features: readonly string[] };

const english = kitContentsIn.en;
const sharedExtras = [
  english.facts.riddles,
  'Greetings poster',
  'Footprint template',
  'Congratulations poster and certificate',
];
const french = kitContentsIn.fr;
const sharedExtrasFrench = [
  french.facts.riddles,
  'Affiche de bienvenue',
  'Modèle d’empreintes',
  'Affiche de félicitations et certificat',
];

/** What each card says of its format, in each language. */
export const pricingPlanWordsIn: Readonly<Record<Locale, Readonly<Record<KitFormat, PlanWords>>>> = {
  en: {
    digital: {
      name: kitFormatLabelsByLocale.en.digital,
      description: 'Print at home in colour or black and white, as many times as you like.',
      features: [english.digitalClueCards, ...sharedExtras, 'Instant download', 'Email support'],
    },
    printed: {
      name: kitFormatLabelsByLocale.en.printed,
      description: 'A ready-to-hide kit printed on sturdy card and sent to your door.',
      features: [english.printedClueCards, ...sharedExtras, 'Shipping options', 'Email support'],
    },
  },
  fr: {
    digital: {
      name: kitFormatLabelsByLocale.fr.digital,
      description:
        'Imprimez la trousse à la maison, en couleur ou en noir et blanc, autant de fois que vous le voulez.',
      features: [
        french.digitalClueCards,
        ...sharedExtrasFrench,
        'Téléchargement instantané',
        'Soutien par courriel',
      ],
    },
    printed: {
      // A card's heading names the kit itself ("Imprimée et livrée" alone qualifies nothing).
      name: 'Trousse imprimée et livrée',
      description: 'Une trousse prête à cacher, imprimée sur du carton rigide et livrée à votre porte.',
      features: [
        french.printedClueCards,
        ...sharedExtrasFrench,
        'Options de livraison',
        'Soutien par courriel',
      ],
    },
  },
};

/** The two cards of /us/pricing and /ca/pricing (spec route table), in the page's language. */
export function pricingPlans(region: Region, locale: Locale = 'en'): readonly PricingPlan[] {
  const currency = currencyOf(region);
  const words = pricingPlanWordsIn[locale];
  const texts = pricingTextsIn[locale];
  return [
    { format: 'digital', ...words.digital, priceCents: priceFor('digital', region), currency },
    {
      format: 'printed',
      ...words.printed,
      priceCents: priceFor('printed', region),
      currency,
      ...(region === 'us'
        ? { shippingNote: texts.shippingNoteUs }
        : { freeShipping: texts.freeShippingCa, easterDelivery: texts.easterDeliveryCa }),
    },
  ];
}
