/**
 * Every text the shop promises a parent something in, outside the kits' own words (scripts/kit/
 * kit-promises.test.ts reads those): what every kit holds, the plans, the delivery notes, and the
 * pages that sell the kits and the clue generator, in each language. The promise tests read this list
 * against their tables (issue 29 §8); a page that starts promising something belongs here.
 * Relative imports only, and the catalogs read as their files hold them (the app's build compiles
 * them): the unit suite, the domain's tests and the kit scripts' tests all read this list.
 */

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '../../src');

/** The messages of the catalog in `dir` (under src/), in each language. */
const catalog = (dir: string): Readonly<Record<Locale, Messages>> => {
  const read = (locale: Locale) =>
    JSON.parse(readFileSync(join(sourceRoot, dir, 'i18n', `${locale}.json`), 'utf8')) as Messages;
  return { en: read('en'), fr: read('fr') };
};

/** The clue generator's catalog, whose option names the promises about it are read against. */
export const cluesCatalog = catalog('features/clues');

/**
 * The catalog keys that promise: whole catalogs of the pages that sell, and only the lines about the
 * kits of the pages that also give general advice (the Easter ideas' DIY puzzles are not kit promises).
 */
const catalogs: readonly (Readonly<Record<Locale, Messages>> & { keys?: RegExp })[] = [
  {
    ...catalog('features/home'),
    keys: /^home\.(meta|hero|aiTeaser|whatIs|printAtHome|closing|why|video\.lead)/,
  },
  { ...catalog('features/guides'), keys: /^guides\.howItWorks\.steps\./ },
  { ...catalog('features/guides/content/how-it-works') },
  { ...catalog('features/guides/content/ai-clue-creator') },
  {
    ...catalog('features/guides/content/instructions'),
    keys: /steps|fileHelp|printShop|recovery|safetyClose|description/,
  },
  { ...catalog('features/guides/content/thank-you'), keys: /description|lead|points/ },
  {
    ...catalog('features/guides/content/easter-hunt-ideas'),
    keys: /^guides\.easter\.(description|ctaBody)$/,
  },
  { ...catalog('features/guides/content/find-print-shop'), keys: /description|lead/ },
  { ...catalog('features/catalog'), keys: /formats\.(digital|printed)Delivery/ },
  {
    ...catalog('features/catalog/kit-page'),
    keys: /^catalog\.(kit\.(metaDescription|printedText|insideNote)|previews\.text)$/,
  },
  { ...catalog('features/catalog/shop-pages'), keys: /description|lead|Lead/ },
  { ...catalog('features/catalog/templates-page'), keys: /description|lead|guideText/ },
  {
    ...cluesCatalog,
    keys: /^clues\.(generator|history|hunt)\.(description|intro)$|^clues\.list\.emptyLead$/,
  },
  { ...catalog('features/auth'), keys: /^auth\.login\.(description|lead)$/ },
  { ...catalog('features/cart'), keys: /^cart\.(printedNote|printed\.childName\.hint|emailHint)/ },
  { ...catalog('components/kit-print'), keys: /^kitPrint\.(lead|picturesNote)$/ },
  { ...catalog('components/layout'), keys: /^site\.tagline$/ },
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
    ...Object.entries(kitLicenceSummaryByLocale[locale]).map(([licence, text]) => ({
      where: `kitLicenceSummary.${licence}`,
      text,
    })),
  ];
}

function catalogTexts(locale: Locale): Omit<PromiseText, 'topic'>[] {
  return catalogs.flatMap((messages) =>
    Object.entries(messages[locale])
      .filter(([key]) => !messages.keys || messages.keys.test(key))
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
