import { beforeAll, describe, expect, it } from 'vitest';

import { categories, categoryTextIn } from '../../supabase/functions/_shared/domain/kit-categories.ts';
import { riddleBandLabels } from '../../supabase/functions/_shared/domain/riddle-bands.ts';
import { kits, kitWordsIn, type KitSlug } from '../../supabase/functions/_shared/domain/kits.ts';
import { locales, type Locale } from '../../supabase/functions/_shared/domain/locales.ts';
import { cardFactsFor } from '../../supabase/functions/_shared/kits/content/card-facts.ts';
import { buildKitPdf } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import { cardPageTexts } from '../../supabase/functions/_shared/kits/pdf/card-page-texts.ts';
import type { KitInk, KitPaper } from '../../supabase/functions/_shared/kits/pdf/kit-options.ts';
import { kitPageTexts } from '../../supabase/functions/_shared/kits/pdf/kit-page-texts.ts';
import { TREASURE_MAP_TEXTS } from '../../supabase/functions/_shared/kits/pdf/treasure-map.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';
import { pdfPageTexts } from './poppler.ts';

/**
 * Issue 18 §5 and 29 §8: what a kit's words promise, its PDF holds. A kit's description and tags, and
 * the description of its category, in English and in French, are read against the kit's own PDF in
 * that language; each promise is a phrase and the text of the page or card that keeps it. Words that
 * name something no row keeps fail too, so new wording gets a page before it ships.
 */

/** Every kit's PDF in each language, built once: English on Letter in colour, French on A4 in black and white. */
const builds: Readonly<Record<Locale, { paper: KitPaper; ink: KitInk }>> = {
  en: { paper: 'letter', ink: 'color' },
  fr: { paper: 'a4', ink: 'bw' },
};
const pdfs = new Map<string, string[]>();
const pagesOf = (kit: KitSlug, locale: Locale) => pdfs.get(`${kit} ${locale}`)!;

// pdftotext turns the no-break spaces of French typography into plain ones.
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const count = (text: string, pattern: string | RegExp) =>
  typeof pattern === 'string' ? text.split(pattern).length - 1 : (text.match(pattern) ?? []).length;

const cluePages = (pages: string[], locale: Locale) =>
  pages.filter((page) => page.includes(cardPageTexts[locale].clueCards.cutLines));
const clueCount = (page: string, locale: Locale) =>
  count(page, new RegExp(`${cardPageTexts[locale].clueCards.card(0).replace('0', '')}\\d+`, 'g'));

/** Every clue card of the kit carries a fact, under the label `label` (any label when none is named). */
function factOnEveryCard(kit: KitSlug, locale: Locale, label?: 'Planet fact' | 'Fossil fact'): boolean {
  const facts = cardFactsFor(kit, locale);
  if (!facts || (label && cardFactsFor(kit, 'en')?.label !== label)) return false;
  const pages = cluePages(pagesOf(kit, locale), locale);
  const line = spaced(facts.line(''));
  return pages.length > 0 && pages.every((page) => count(page, line) === clueCount(page, locale));
}

type KitCheck = (kit: KitSlug, locale: Locale) => boolean;

const hasMap: KitCheck = (kit, locale) =>
  pagesOf(kit, locale).some(
    (page) =>
      page.includes(TREASURE_MAP_TEXTS[locale].title) &&
      page.includes(spaced(TREASURE_MAP_TEXTS[locale].treasure)),
  );

/** A kit's words: a phrase in each language, and the check of the kit's PDF that keeps it. */
const promises: readonly { phrase: Record<Locale, RegExp>; what: string; inPdf: KitCheck }[] = [
  {
    phrase: { en: /\bmap\b|\bX marks\b/i, fr: /\bcartes? au trésor\b|\bune carte\b|^carte$|\bles X\b/i },
    what: 'a treasure-map page with X marks',
    inPdf: hasMap,
  },
  {
    phrase: { en: /planet/i, fr: /planète/i },
    what: 'a planet fact on every clue card',
    inPdf: (kit, locale) => factOnEveryCard(kit, locale, 'Planet fact'),
  },
  {
    phrase: { en: /fossil/i, fr: /fossile/i },
    what: 'a fossil fact on every clue card',
    inPdf: (kit, locale) => factOnEveryCard(kit, locale, 'Fossil fact'),
  },
  {
    phrase: { en: /\bscience\b/i, fr: /\bscience\b/i },
    what: 'a science fact on every clue card',
    inPdf: (kit, locale) => factOnEveryCard(kit, locale),
  },
  {
    phrase: { en: /footprints/i, fr: /empreintes|traces de/i },
    what: 'the footprints page',
    inPdf: (kit, locale) =>
      pagesOf(kit, locale).some((page) => page.includes(kitPageTexts[locale].footprints.heading)),
  },
  {
    phrase: { en: /riddle/i, fr: /énigme|devinette/i },
    what: 'the riddle pages',
    inPdf: (kit, locale) =>
      pagesOf(kit, locale).some((page) => page.includes(kitPageTexts[locale].riddles.heading)),
  },
  {
    phrase: { en: /rhym/i, fr: /\brimes?\b/i },
    what: 'the rhyming riddles',
    inPdf: (kit, locale) =>
      pagesOf(kit, locale).some((page) => page.includes(spaced(riddleBandLabels[locale]['8-14']))),
  },
];

/** A category's description promises of its kits: one of them, or every one. */
const categoryPromises: readonly {
  phrase: Record<Locale, RegExp>;
  what: string;
  kept: (kits: KitSlug[], locale: Locale) => boolean;
}[] = [
  {
    phrase: { en: /treasure map/i, fr: /cartes? au trésor/i },
    what: 'a kit with a treasure-map page',
    kept: (slugs, locale) => slugs.some((kit) => hasMap(kit, locale)),
  },
  {
    phrase: { en: /planet/i, fr: /planète/i },
    what: 'a kit with a planet fact on every card',
    kept: (slugs, locale) => slugs.some((kit) => factOnEveryCard(kit, locale, 'Planet fact')),
  },
  {
    phrase: { en: /fossil/i, fr: /fossile/i },
    what: 'a kit with a fossil fact on every card',
    kept: (slugs, locale) => slugs.some((kit) => factOnEveryCard(kit, locale, 'Fossil fact')),
  },
  {
    phrase: { en: /in every clue/i, fr: /dans chaque indice/i },
    what: 'a fact on every card of every kit of the category',
    kept: (slugs, locale) => slugs.every((kit) => factOnEveryCard(kit, locale)),
  },
];

/** Words that sound like a feature but that no row keeps: no kit's or category's words may use them. */
const unkept: Readonly<Record<Locale, RegExp>> = {
  en: /dance break|secret message|decode|\bcodes?\b|\blogic\b|challenge|puzzle|sticker|colou?ring|stamp/i,
  fr: /danse|message secret|décod|\bcodes?\b|logique|défi|casse-tête|autocollant|coloriage|colorier|tampon/i,
};

const kitTexts = (kit: (typeof kits)[number], locale: Locale) => {
  const { description, tags } = kitWordsIn(kit, locale);
  return [description, ...tags];
};
const categoryTexts = (entry: (typeof categories)[number], locale: Locale) => {
  const { name, description } = categoryTextIn(entry, locale);
  return [name, description];
};

beforeAll(async () => {
  const assets = await loadNodeKitAssets();
  for (const kit of kits)
    for (const locale of locales)
      pdfs.set(
        `${kit.slug} ${locale}`,
        pdfPageTexts(
          await buildKitPdf({ kit: kit.slug, ...builds[locale], cards: 'blank16', lang: locale }, assets),
        ),
      );
}, 120_000);

describe('every kit holds what its words promise', () => {
  for (const kit of kits)
    for (const locale of locales)
      it(`${kit.slug} in ${locale}: ${kitWordsIn(kit, locale).description}`, () => {
        for (const text of kitTexts(kit, locale)) {
          expect(text).not.toMatch(unkept[locale]);
          for (const promise of promises.filter((entry) => entry.phrase[locale].test(text)))
            expect(promise.inPdf(kit.slug, locale), `${kit.slug} "${text}": ${promise.what}`).toBe(true);
        }
      });

  for (const entry of categories)
    for (const locale of locales)
      it(`the ${entry.id} category in ${locale}: ${categoryTextIn(entry, locale).description}`, () => {
        const slugs = kits
          .filter((kit) => entry.id === 'all' || kit.category.toLowerCase() === entry.id)
          .map((kit) => kit.slug);
        for (const text of categoryTexts(entry, locale)) {
          expect(text).not.toMatch(unkept[locale]);
          for (const promise of categoryPromises.filter((row) => row.phrase[locale].test(text)))
            expect(promise.kept(slugs, locale), `${entry.id} "${text}": ${promise.what}`).toBe(true);
        }
      });

  it('uses every row in both languages, so a translation cannot drop a promise unseen', () => {
    for (const locale of locales) {
      const words = kits.flatMap((kit) => kitTexts(kit, locale));
      for (const promise of promises)
        expect(
          words.some((text) => promise.phrase[locale].test(text)),
          `${locale}: ${promise.what}`,
        ).toBe(true);
      const categoryWords = categories.flatMap((entry) => categoryTexts(entry, locale));
      for (const promise of categoryPromises)
        expect(
          categoryWords.some((text) => promise.phrase[locale].test(text)),
          `${locale}: ${promise.what}`,
        ).toBe(true);
    }
  });

  it('puts a different fact on each of 16 cards, and only on the kits that promise them', () => {
    for (const locale of locales)
      for (const kit of kits) {
        const facts = cardFactsFor(kit.slug, locale);
        const text = pagesOf(kit.slug, locale).join(' ');
        if (!facts) {
          expect(text, `${kit.slug} ${locale}`).not.toMatch(/(Planet|Fossil) fact:|(Planètes|Fossiles) :/);
          continue;
        }
        expect(facts.facts.length).toBeGreaterThanOrEqual(16);
        for (const fact of facts.facts.slice(0, 16))
          expect(text).toContain(spaced(facts.line(fact.split(' ').slice(0, 4).join(' '))));
      }
    expect(pagesOf('space-bunny', 'en').join(' ')).not.toContain(TREASURE_MAP_TEXTS.en.title);
  });
});
