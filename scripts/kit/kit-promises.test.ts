import { describe, expect, it } from 'vitest';

import { kits } from '../../supabase/functions/_shared/domain/kits.ts';
import { cardFacts } from '../../supabase/functions/_shared/kits/content/card-facts.ts';
import { buildKitPdf } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import type { KitInk, KitPaper } from '../../supabase/functions/_shared/kits/pdf/kit-options.ts';
import { TREASURE_MAP_TEXTS } from '../../supabase/functions/_shared/kits/pdf/treasure-map.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';
import { pdfPageTexts } from './poppler.ts';

/**
 * Issue 18 §5: what a kit's description promises, its PDF holds. Each promise is a phrase of the
 * description and the text of the page or card that keeps it; a description that promises something
 * not in this table fails too, so new wording gets a page before it ships.
 */
const promises: readonly { phrase: RegExp; inPdf: (pages: string[]) => boolean; what: string }[] = [
  {
    phrase: /\bmap\b|\bX marks\b/i,
    what: 'a treasure-map page with X marks',
    inPdf: (pages) =>
      pages.some(
        (page) => page.includes(TREASURE_MAP_TEXTS.en.title) && page.includes(TREASURE_MAP_TEXTS.en.treasure),
      ),
  },
  {
    phrase: /planet fact/i,
    what: 'a planet fact on every clue card',
    inPdf: (pages) =>
      cluePages(pages).length > 0 &&
      cluePages(pages).every((page) => count(page, 'Planet fact:') === count(page, /Clue \d+/g)),
  },
  {
    phrase: /fossil facts?/i,
    what: 'a fossil fact on every clue card',
    inPdf: (pages) =>
      cluePages(pages).length > 0 &&
      cluePages(pages).every((page) => count(page, 'Fossil fact:') === count(page, /Clue \d+/g)),
  },
  {
    phrase: /footprints/i,
    what: 'the footprints page',
    inPdf: (pages) => pages.some((page) => page.includes('Follow the Footprints')),
  },
  {
    phrase: /riddle/i,
    what: 'the riddle pages',
    inPdf: (pages) => pages.some((page) => page.includes('Bonus Riddles')),
  },
];

/** Words that sound like a feature but that no table row keeps: the description must not use them. */
const unkept = /dance break|secret message|decode|challenge|puzzle|sticker|coloring|colouring|stamp/i;

const cluePages = (pages: string[]) =>
  pages.filter((page) => page.includes('Cut along the dashed lines') && /Clue \d/.test(page));
const count = (text: string, pattern: string | RegExp) =>
  typeof pattern === 'string' ? text.split(pattern).length - 1 : (text.match(pattern) ?? []).length;

describe('every kit holds what its description promises', () => {
  for (const kit of kits) {
    it(`${kit.slug}: ${kit.description}`, async () => {
      expect(kit.description).not.toMatch(unkept);
      const assets = await loadNodeKitAssets();
      for (const [paper, ink] of [
        ['letter', 'color'],
        ['a4', 'bw'],
      ] as [KitPaper, KitInk][]) {
        const pages = pdfPageTexts(
          await buildKitPdf({ kit: kit.slug, paper, ink, cards: 'blank16' }, assets),
        );
        for (const promise of promises.filter((entry) => entry.phrase.test(kit.description)))
          expect(promise.inPdf(pages), `${kit.slug} on ${paper} ${ink}: ${promise.what}`).toBe(true);
      }
    }, 60_000);
  }

  it('puts a different fact on each of 16 cards, and only on the kits that promise them', async () => {
    const assets = await loadNodeKitAssets();
    for (const { kit, label, facts } of cardFacts) {
      expect(facts.length).toBeGreaterThanOrEqual(16);
      const text = pdfPageTexts(
        await buildKitPdf({ kit, paper: 'letter', ink: 'color', cards: 'blank16' }, assets),
      )
        .join(' ')
        .replace(/\s+/g, ' ');
      for (const fact of facts.slice(0, 16))
        expect(text).toContain(`${label}: ${fact.split(' ').slice(0, 4).join(' ')}`);
    }
    const pirate = pdfPageTexts(
      await buildKitPdf({ kit: 'pirate-bunny', paper: 'letter', ink: 'color', cards: 'blank16' }, assets),
    ).join(' ');
    expect(pirate).not.toMatch(/(Planet|Fossil) fact:/);
    const space = pdfPageTexts(
      await buildKitPdf({ kit: 'space-bunny', paper: 'letter', ink: 'color', cards: 'blank16' }, assets),
    ).join(' ');
    expect(space).not.toContain(TREASURE_MAP_TEXTS.en.title);
  }, 60_000);
});
