/**
 * A member's own hunt, printed from the browser ("Print as cards"): the hiding plan and one clue card
 * per clue in the chosen kit's look, with pictures of the places for ages 3–6. Only these pages: the
 * kit's riddles, posters and certificate are paid and built on the server (build-kit-pdf.ts), and
 * nothing this module imports may reach them (tests/lint/paid-content.test.ts).
 */

import type { Locale } from '../../domain/locales.ts';
import { clueCards, hidingPlan } from './card-pages.ts';
import { cardPageTexts } from './card-page-texts.ts';
import { createKitDocument, saveKitDocument, type KitAssets } from './kit-document.ts';
import type { KitHunt, KitInk, KitPaper } from './kit-options.ts';

export interface HuntCardsPdfOptions {
  kit: string;
  paper: KitPaper;
  ink: KitInk;
  childName?: string;
  hunt: KitHunt;
  /** The language of the printed words; default English. */
  lang?: Locale;
  /** Show each place's picture on its card; by default for a hunt of the 3–6 band. */
  pictures?: boolean;
}

export async function buildHuntCardsPdf(
  options: HuntCardsPdfOptions,
  assets: KitAssets,
): Promise<Uint8Array> {
  const words = cardPageTexts[options.lang ?? 'en'].document;
  const ctx = await createKitDocument(
    { ...options, childName: options.childName ?? options.hunt.childName ?? '' },
    assets,
    (kitTitle, childName) => ({
      title: words.cardsOnly(childName ? words.forChild(kitTitle, childName) : kitTitle),
      subject: words.huntCardsSubject(kitTitle, options.hunt.title),
    }),
  );
  // Whole pages of cards: the spare ones stay blank to be typed into.
  const cardCount = Math.ceil(options.hunt.clues.length / 4) * 4;
  hidingPlan(ctx, cardCount, options.hunt);
  clueCards(ctx, {
    count: cardCount,
    editable: true,
    hunt: options.hunt,
    pictures: options.pictures ?? options.hunt.ageBand === '3-6',
  });
  return saveKitDocument(ctx, true);
}
