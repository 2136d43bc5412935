/**
 * Builds a paid kit's whole PDF: posters, instructions, cards, picture cards, certificate and the
 * riddle bank. Server only (the download function, the CLI, tests and the bench): the browser's
 * "Print as cards" builds just a member's own hunt cards (build-hunt-cards-pdf.ts), so no paid page
 * ever ships in the site's JavaScript (tests/lint/paid-content.test.ts).
 */

import { cardFactsFor, treasureMapKits } from '../content/card-facts.ts';
import { riddlesForKit } from '../content/kit-riddle-set.ts';
import { clueCards, hidingPlan, pictureCardPages } from './card-pages.ts';
import { cardPageTexts } from './card-page-texts.ts';
import { createKitDocument, saveKitDocument, type KitAssets } from './kit-document.ts';
import {
  certificate,
  congratulationsPoster,
  decorationsPage,
  footprintsPage,
  parentInstructions,
  riddlePages,
  welcomePoster,
} from './kit-pages.ts';
import { checkChildNames, type KitPdfOptions } from './kit-options.ts';
import type { KitContext } from './kit-drawing.ts';
import { kitPageTexts } from './kit-page-texts.ts';
import { treasureMapPage } from './treasure-map.ts';

export { KIT_FONT_FILES, loadKitAssets, type FontBytes, type KitAssets } from './kit-document.ts';

export async function buildKitPdf(options: KitPdfOptions, assets: KitAssets): Promise<Uint8Array> {
  const lang = options.lang ?? 'en';
  const words = cardPageTexts[lang].document;
  const withPages = (title: string) => (options.pages === 'cards' ? words.cardsOnly(title) : title);
  const listed = checkChildNames(options.childNames ?? []);
  if (!listed.ok) throw new Error(listed.message);
  // Two names or more: a party or a class. One listed name is a family's one child.
  const children = listed.value.length > 1 ? listed.value : [];
  const ctx = await createKitDocument(
    {
      ...options,
      childName: children.length
        ? ''
        : (listed.value[0] ?? options.childName ?? options.hunt?.childName ?? ''),
    },
    assets,
    (kitTitle, childName) => ({
      title: withPages(childName ? words.forChild(kitTitle, childName) : kitTitle),
      subject: kitPageTexts[lang].subject(kitTitle),
    }),
  );
  const baseCount = options.cards === 'blank16' ? 16 : 8;
  const clueCount = options.hunt?.clues.length ?? 0;
  const cardCount = Math.max(baseCount, Math.ceil(clueCount / 4) * 4);
  const cards = {
    count: cardCount,
    editable: options.cards === 'editable8',
    hunt: options.hunt,
    pictures: options.hunt?.ageBand === '3-6',
    // A planet or fossil fact at every stop, where the kit's description promises one.
    facts: cardFactsFor(ctx.theme.slug, lang),
  };

  if (options.pages === 'cards') {
    clueCards(ctx, cards);
    return saveKitDocument(ctx, cards.editable);
  }

  /** A page of each child's own (welcome poster, certificate): once per name of a party or a class. */
  const forEachChild = (draw: (child: KitContext) => void) =>
    children.length ? children.forEach((childName) => draw({ ...ctx, childName })) : draw(ctx);

  forEachChild(welcomePoster);
  parentInstructions(ctx);
  hidingPlan(ctx, cardCount, options.hunt);
  clueCards(ctx, cards);
  footprintsPage(ctx);
  decorationsPage(ctx);
  congratulationsPoster(ctx);
  forEachChild((child) => certificate(child, options.date));
  if (treasureMapKits.includes(ctx.theme.slug)) treasureMapPage(ctx);
  // With the riddles, a bank to pick from; after the certificate, so the preview pages keep their numbers.
  pictureCardPages(ctx);
  riddlePages(ctx, riddlesForKit(ctx.theme.slug, lang));

  return saveKitDocument(ctx, cards.editable);
}
