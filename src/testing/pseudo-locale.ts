import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

import type { Catalog, Message, Messages } from '@/lib/i18n/i18n';
import { inlineNoticesIn } from '@/config/inline-notices';
import { noticesIn } from '@/config/notices';
import { typographyIn } from '@domain/french-typography';
import { formMessagesIn } from '@domain/form-messages';
import { categories } from '@domain/kit-categories';
import { kitContentsIn } from '@domain/kit-contents';
import { kitFactsIn } from '@domain/kit-facts';
import {
  difficultyNamesIn,
  durationNamesIn,
  kitAgesIn,
  kitCategoryNamesIn,
  kits,
  kitWordsIn,
} from '@domain/kits';
import type { Locale } from '@domain/locales';
import { licenceTextsIn } from '@domain/licences';
import { kitFormatLabelsByLocale, moneyStyles, pricingTextsIn } from '@domain/pricing';
import { pricingCtaIn, pricingPlanWordsIn } from '@domain/pricing-plans';
import { addPseudoLocale, PSEUDO_LOCALE, pseudoLocalize, pseudoTexts } from '@domain/pseudo-locale';
import { regionNamesIn } from '@domain/regions';
import { shippingHoldMessagesIn } from '@domain/shipping-holds';
import { failureReasonsIn } from '@domain/refund-status';
import { shipmentMessagesIn } from '@domain/shipping-carriers';
import { shippingDaysIn, shippingSpeedNamesIn } from '@domain/printed-orders';
import { taxNamesIn } from '@domain/sales-tax';
import { clueRequestTextsIn } from '@domain/clue-request';

export { PSEUDO_LOCALE };

/**
 * Tests only: the browser's half of the throwaway language `xx` (issue 26 §3; the functions' half is
 * `_shared/http/pseudo-locale.test.ts`). What a new language would bring, made in memory from English:
 * its line in the locale list, a catalog per feature (every `i18n/catalog.ts` gets an `xx` loader) and
 * its entry in the domain's `Record<Locale, T>` texts the pages show. Nothing else is touched, so a text
 * that does not come from them shows as plain English, without ⟦ ⟧.
 */
const catalogModules = import.meta.glob<Record<string, unknown>>('/src/**/i18n/catalog.ts', { eager: true });

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' && value !== null && 'dir' in value && 'en' in value;

/** Every feature's catalog, as the route modules and the layout list them. */
export const allCatalogs: readonly Catalog[] = Object.values(catalogModules).flatMap((module) =>
  Object.values(module).filter(isCatalog),
);

/** The pseudo form of a compiled message: plain text, or FormatJS's parsed form (its literals accented). */
function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudoLocalize(message);
  const accent = (elements: MessageFormatElement[]): MessageFormatElement[] =>
    elements.map((element) => {
      if (element.type === TYPE.literal)
        return { ...element, value: pseudoLocalize(element.value).slice(1, -1) };
      if (element.type === TYPE.tag) return { ...element, children: accent(element.children) };
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: accent(option.value) },
            ]),
          ),
        };
      return element;
    });
  return [
    { type: TYPE.literal, value: '⟦' },
    ...accent(message),
    { type: TYPE.literal, value: '⟧' },
  ] as MessageFormatElement[];
}

const pseudoMessages = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]));

/** The domain's texts by language that the pages and the owner's console show. */
const domainTexts = [
  inlineNoticesIn,
  noticesIn,
  formMessagesIn,
  kitContentsIn,
  kitFactsIn,
  kitCategoryNamesIn,
  difficultyNamesIn,
  durationNamesIn,
  kitAgesIn,
  kitFormatLabelsByLocale,
  licenceTextsIn,
  pricingTextsIn,
  pricingCtaIn,
  pricingPlanWordsIn,
  regionNamesIn,
  shippingHoldMessagesIn,
  failureReasonsIn,
  shipmentMessagesIn,
  shippingSpeedNamesIn,
  shippingDaysIn,
  taxNamesIn,
  clueRequestTextsIn,
];

/**
 * Adds `xx` to the locale list, the catalogs and the domain's texts, and to a feature's own texts by
 * language (`featureTexts`) and pictures with words (`pictures`, which keep the English ones); returns
 * what takes it away.
 */
export function addBrowserPseudoLocale({
  featureTexts = [],
  pictures = [],
}: {
  featureTexts?: readonly object[];
  pictures?: readonly Readonly<Record<Locale, string>>[];
} = {}): () => void {
  const removeTables = addPseudoLocale([...domainTexts, ...featureTexts]);
  const perLanguage: Record<string, unknown>[] = [];
  const add = (table: object, value: unknown) => {
    Object.assign(table, { [PSEUDO_LOCALE]: value });
    perLanguage.push(table as Record<string, unknown>);
  };
  for (const catalog of allCatalogs)
    add(catalog, async () => ({ default: pseudoMessages((await catalog.en()).default) }));
  // The data of a language that is not text: how it writes money and spaces its punctuation.
  add(moneyStyles, { ...moneyStyles.en, tag: 'en-XA' });
  add(typographyIn, typographyIn.en);
  // Pictures with words in them: a language brings its own (here, the English ones).
  for (const picture of pictures) add(picture, picture.en);
  for (const kit of kits) add(kit.translations, pseudoTexts(kitWordsIn(kit, 'en')));
  for (const category of categories) add(category.text, pseudoTexts(category.text.en));
  return () => {
    removeTables();
    for (const table of perLanguage) delete table[PSEUDO_LOCALE];
  };
}

// A message's ⟦ ⟧ may fall in different text nodes when it holds elements (a link inside a sentence):
// a piece is then known by its letters, every one the pseudo language accents being accented.
const isPseudo = (text: string) => /[⟦⟧]/.test(text) || !/[aceinostuyACEINOSTUY]/.test(text);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/**
 * The visible texts under `root` (text and the attributes people read: alt, aria-label, title,
 * placeholder) that are not in the pseudo language, less `data` (what is not the shop's words: an
 * email, a stored kit title, the brand).
 */
export function untranslatedTexts(root: Element, data: readonly (string | RegExp)[] = []): string[] {
  const isData = (text: string) =>
    data.some((entry) => (typeof entry === 'string' ? text === entry : entry.test(text)));
  const found: string[] = [];
  const consider = (text: string | null | undefined) => {
    const trimmed = text?.trim() ?? '';
    if (trimmed && hasWords(trimmed) && !isPseudo(trimmed) && !isData(trimmed)) found.push(trimmed);
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) return consider(node.textContent);
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) return;
    for (const attribute of ['alt', 'aria-label', 'title', 'placeholder'])
      consider(element.getAttribute(attribute));
    element.childNodes.forEach(walk);
  };
  walk(root);
  return [...new Set(found)];
}

/** The pseudo language, typed as the language it stands for. */
export const pseudoLocale = PSEUDO_LOCALE as Locale;
