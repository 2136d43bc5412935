/**
 * Every text the shop promises a parent something in, outside the kits' own words (scripts/kit/
 * kit-promises.test.ts reads those): what every kit holds, the plans, the delivery notes, and the
 * pages that sell the kits and the clue generator, in each language. The promise tests read this list
 * against their tables (issue 29 §8); a page that starts promising something belongs here.
 * Relative imports only: the unit suite, the domain's tests and the kit scripts' tests all read it.
 */

import aiEn from '../../src/features/guides/content/ai-clue-creator/i18n/en.json';
import aiFr from '../../src/features/guides/content/ai-clue-creator/i18n/fr.json';
import easterEn from '../../src/features/guides/content/easter-hunt-ideas/i18n/en.json';
import easterFr from '../../src/features/guides/content/easter-hunt-ideas/i18n/fr.json';
import findPrintShopEn from '../../src/features/guides/content/find-print-shop/i18n/en.json';
import findPrintShopFr from '../../src/features/guides/content/find-print-shop/i18n/fr.json';
import howItWorksEn from '../../src/features/guides/content/how-it-works/i18n/en.json';
import howItWorksFr from '../../src/features/guides/content/how-it-works/i18n/fr.json';
import instructionsEn from '../../src/features/guides/content/instructions/i18n/en.json';
import instructionsFr from '../../src/features/guides/content/instructions/i18n/fr.json';
import thankYouEn from '../../src/features/guides/content/thank-you/i18n/en.json';
import thankYouFr from '../../src/features/guides/content/thank-you/i18n/fr.json';
import guidesEn from '../../src/features/guides/i18n/en.json';
import guidesFr from '../../src/features/guides/i18n/fr.json';
import homeEn from '../../src/features/home/i18n/en.json';
import homeFr from '../../src/features/home/i18n/fr.json';
import catalogEn from '../../src/features/catalog/i18n/en.json';
import catalogFr from '../../src/features/catalog/i18n/fr.json';
import kitPageEn from '../../src/features/catalog/kit-page/i18n/en.json';
import kitPageFr from '../../src/features/catalog/kit-page/i18n/fr.json';
import shopPagesEn from '../../src/features/catalog/shop-pages/i18n/en.json';
import shopPagesFr from '../../src/features/catalog/shop-pages/i18n/fr.json';
import templatesEn from '../../src/features/catalog/templates-page/i18n/en.json';
import templatesFr from '../../src/features/catalog/templates-page/i18n/fr.json';
import cluesEn from '../../src/features/clues/i18n/en.json';
import cluesFr from '../../src/features/clues/i18n/fr.json';
import authEn from '../../src/features/auth/i18n/en.json';
import authFr from '../../src/features/auth/i18n/fr.json';
import cartEn from '../../src/features/cart/i18n/en.json';
import cartFr from '../../src/features/cart/i18n/fr.json';
import kitPrintEn from '../../src/components/kit-print/i18n/en.json';
import kitPrintFr from '../../src/components/kit-print/i18n/fr.json';
import layoutEn from '../../src/components/layout/i18n/en.json';
import layoutFr from '../../src/components/layout/i18n/fr.json';
import { kitContentsIn } from '../../supabase/functions/_shared/domain/kit-contents.ts';
import {
  downloadAllTextsIn,
  kitLicenceSummaryByLocale,
} from '../../supabase/functions/_shared/domain/kit-download.ts';
import { kitFactsIn } from '../../supabase/functions/_shared/domain/kit-facts.ts';
import { kitAgesIn } from '../../supabase/functions/_shared/domain/kits.ts';
import type { Locale } from '../../supabase/functions/_shared/domain/locales.ts';
import { pricingTextsIn } from '../../supabase/functions/_shared/domain/pricing.ts';
import { pricingPlanWordsIn } from '../../supabase/functions/_shared/domain/pricing-plans.ts';

/** What a text promises about: the kits and the shop that sells them, or the members' clue generator. */
export type PromiseTopic = 'kits' | 'generator';

/** One promising text: where it is (a catalog key or a domain field) and its words in one language. */
export interface PromiseText {
  where: string;
  text: string;
  topic: PromiseTopic;
}

type Messages = Readonly<Record<string, string>>;

/**
 * The catalog keys that promise: whole catalogs of the pages that sell, and only the lines about the
 * kits of the pages that also give general advice (the Easter ideas' DIY puzzles are not kit promises).
 */
const catalogs: readonly { en: Messages; fr: Messages; keys?: RegExp }[] = [
  { en: homeEn, fr: homeFr, keys: /^home\.(meta|hero|aiTeaser|whatIs|printAtHome|closing|why|video\.lead)/ },
  { en: guidesEn, fr: guidesFr, keys: /^guides\.howItWorks\.steps\./ },
  { en: howItWorksEn, fr: howItWorksFr },
  { en: aiEn, fr: aiFr },
  {
    en: instructionsEn,
    fr: instructionsFr,
    keys: /steps|fileHelp|printShop|recovery|safetyClose|description/,
  },
  { en: thankYouEn, fr: thankYouFr, keys: /description|lead|points/ },
  { en: easterEn, fr: easterFr, keys: /^guides\.easter\.(description|ctaBody)$/ },
  { en: findPrintShopEn, fr: findPrintShopFr, keys: /description|lead/ },
  { en: catalogEn, fr: catalogFr, keys: /formats\.(digital|printed)Delivery/ },
  {
    en: kitPageEn,
    fr: kitPageFr,
    keys: /^catalog\.(kit\.(metaDescription|printedText|insideNote)|previews\.text)$/,
  },
  { en: shopPagesEn, fr: shopPagesFr, keys: /description|lead|Lead/ },
  { en: templatesEn, fr: templatesFr, keys: /description|lead|guideText/ },
  {
    en: cluesEn,
    fr: cluesFr,
    keys: /^clues\.(generator|history|hunt)\.(description|intro)$|^clues\.list\.emptyLead$/,
  },
  { en: authEn, fr: authFr, keys: /^auth\.login\.(description|lead)$/ },
  { en: cartEn, fr: cartFr, keys: /^cart\.(printedNote|printed\.childName\.hint|emailHint)/ },
  { en: kitPrintEn, fr: kitPrintFr, keys: /^kitPrint\.(lead|picturesNote)$/ },
  { en: layoutEn, fr: layoutFr, keys: /^site\.tagline$/ },
];

/** The kit facts the pages put in their texts' placeholders ({ageRange}, {riddles}, {setupTime}…). */
const factValues = (locale: Locale): Readonly<Record<string, string>> => {
  const facts = kitFactsIn[locale];
  return { ...facts, riddleCount: facts.riddles.replace(/\D.*$/, ''), cards: facts.printedClueCardsText };
};

const filledIn = (text: string, locale: Locale) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => factValues(locale)[name] ?? placeholder);

/** The clue generator's pages; every other text is about the kits and the shop. */
const generatorKeys = /^(clues|auth|kitPrint)\.|^home\.aiTeaser\.(?!secondary)|^guides\.ai\.(?!shop)/;

function domainTexts(locale: Locale): Omit<PromiseText, 'topic'>[] {
  const { contents } = kitContentsIn[locale];
  const plans = pricingPlanWordsIn[locale];
  const pricing = pricingTextsIn[locale];
  return [
    ...contents.flatMap((item, index) => [
      { where: `kitContents[${index}].title`, text: item.title },
      { where: `kitContents[${index}].detail`, text: item.detail },
    ]),
    ...Object.entries(kitFactsIn[locale]).map(([name, text]) => ({ where: `kitFacts.${name}`, text })),
    { where: 'kitAges', text: kitAgesIn[locale] },
    ...(['digital', 'printed'] as const).flatMap((format) => [
      { where: `pricingPlans.${format}.description`, text: plans[format].description },
      ...plans[format].features.map((text, index) => ({
        where: `pricingPlans.${format}.features[${index}]`,
        text,
      })),
    ]),
    { where: 'pricing.shippingNoteUs', text: pricing.shippingNoteUs },
    { where: 'pricing.freeShippingCa', text: pricing.freeShippingCa },
    { where: 'pricing.licenceNote', text: pricing.licenceNote },
    { where: 'downloadAll.detail', text: downloadAllTextsIn[locale].detail },
    { where: 'kitLicenceSummary', text: kitLicenceSummaryByLocale[locale] },
  ];
}

function catalogTexts(locale: Locale): Omit<PromiseText, 'topic'>[] {
  return catalogs.flatMap((catalog) =>
    Object.entries(catalog[locale])
      .filter(([key]) => !catalog.keys || catalog.keys.test(key))
      .map(([where, text]) => ({ where, text: filledIn(text, locale) })),
  );
}

const textsIn = (locale: Locale): PromiseText[] =>
  [...domainTexts(locale), ...catalogTexts(locale)].map((text) => ({
    ...text,
    topic: generatorKeys.test(text.where) ? 'generator' : 'kits',
  }));

/** Every promising text in each language. */
export const shopPromiseTexts: Readonly<Record<Locale, readonly PromiseText[]>> = {
  en: textsIn('en'),
  fr: textsIn('fr'),
};
