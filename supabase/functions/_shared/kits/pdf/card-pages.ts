/**
 * The pages a hunt is printed on: the hiding plan and the clue cards. The full kit (build-kit-pdf.ts)
 * and a member's own hunt cards (build-hunt-cards-pdf.ts, built in the browser) both use them, so
 * nothing here may reach the paid kit's riddles, posters or certificate.
 */

import type { PDFPage, PDFTextField } from '@cantoo/pdf-lib';

import {
  drawCentered,
  drawFooter,
  drawFrame,
  drawIcon,
  drawParagraph,
  type KitContext,
  lineColor,
  paint,
  panel,
  printable,
  wrapText,
} from './kit-drawing.ts';
import type { KitHunt, KitHuntClue } from './kit-options.ts';
import { cardPageTexts } from './card-page-texts.ts';
import { matchHidingSpot } from './match-hiding-spot.ts';
import { type HidingSpot, hidingSpots } from './hiding-spot-drawings.ts';
import { drawSpotWithWord, pictureCard } from './picture-cards.ts';

export function newPage(ctx: KitContext, footer: string): PDFPage {
  const page = ctx.doc.addPage([ctx.layout.width, ctx.layout.height]);
  drawFrame(ctx, page);
  drawFooter(ctx, page, footer);
  return page;
}

export function heading(ctx: KitContext, page: PDFPage, text: string, top: number): number {
  const { width, margin, headingSize } = ctx.layout;
  const size = drawCentered(page, text, {
    font: ctx.fonts.display,
    size: headingSize,
    cx: width / 2,
    y: top - headingSize,
    color: paint(ctx, 'primary'),
    maxWidth: width - margin * 2,
  });
  return top - size - 14;
}

/** A page's heading, then its how-to across the text width: where the page goes on below them. */
export function headingAndHowTo(
  ctx: KitContext,
  page: PDFPage,
  title: string,
  howTo: string,
  top: number,
): number {
  const { width, margin, bodySize } = ctx.layout;
  return drawParagraph(page, howTo, {
    font: ctx.fonts.body,
    size: bodySize,
    x: margin,
    top: heading(ctx, page, title, top),
    width: width - margin * 2,
    color: paint(ctx, 'ink'),
  });
}

function describeHideAt(ctx: KitContext, clue: KitHuntClue): string {
  return clue.hideAt ?? cardPageTexts[ctx.lang].hidingPlan.handTo(ctx.childName);
}

export function hidingPlan(ctx: KitContext, cardCount: number, hunt?: KitHunt): void {
  const words = cardPageTexts[ctx.lang].hidingPlan;
  const page = newPage(ctx, words.footer);
  const { width, height, margin, bodySize } = ctx.layout;
  let y = heading(ctx, page, words.heading(ctx.childName), height - margin);
  y = drawParagraph(
    page,
    hunt ? `${hunt.title ? `${hunt.title}. ` : ''}${words.huntLead}` : words.blankLead,
    {
      font: ctx.fonts.body,
      size: bodySize,
      x: margin,
      top: y,
      width: width - margin * 2,
      color: paint(ctx, 'ink'),
    },
  );
  y -= 14;
  const [cardLabel, hideAtLabel, leadsToLabel] = words.columns;
  const columns = [
    { label: cardLabel, width: 52 },
    { label: hideAtLabel, width: (width - margin * 2 - 52) / 2 },
    { label: leadsToLabel, width: (width - margin * 2 - 52) / 2 },
  ];
  const headerHeight = 26;
  const available = y - headerHeight - margin - 24;
  const rowHeight = Math.min(44, available / cardCount);
  panel(
    ctx,
    page,
    { x: margin, y: y - headerHeight, width: width - margin * 2, height: headerHeight },
    {
      fill: 'soft',
      border: 'primary',
    },
  );
  let x = margin;
  for (const column of columns) {
    page.drawText(column.label, {
      x: x + 8,
      y: y - 18,
      size: 13,
      font: ctx.fonts.bodyBold,
      color: paint(ctx, 'ink'),
    });
    x += column.width;
  }
  y -= headerHeight;
  const clues = hunt?.clues ?? [];
  for (let index = 0; index < cardCount; index++) {
    const clue = clues[index];
    const rowTop = y - index * rowHeight;
    page.drawLine({
      start: { x: margin, y: rowTop - rowHeight },
      end: { x: width - margin, y: rowTop - rowHeight },
      thickness: 0.8,
      color: lineColor(ctx),
    });
    drawCentered(page, String(clue?.number ?? index + 1), {
      font: ctx.fonts.display,
      size: 16,
      cx: margin + columns[0]!.width / 2,
      y: rowTop - rowHeight / 2 - 6,
      color: paint(ctx, 'primary'),
    });
    if (!clue) continue;
    const cells = [describeHideAt(ctx, clue), clue.leadsTo];
    let cellX = margin + columns[0]!.width;
    cells.forEach((text, cellIndex) => {
      const cellWidth = columns[cellIndex + 1]!.width - 16;
      const size = Math.min(bodySize, rowHeight / 2.6);
      const lines = wrapText(text, ctx.fonts.body, size, cellWidth).slice(0, 2);
      lines.forEach((line, lineIndex) => {
        page.drawText(line, {
          x: cellX + 8,
          y: rowTop - 8 - size - lineIndex * size * 1.2 - (lines.length === 1 ? rowHeight / 2 - size : 0) + 2,
          size,
          font: ctx.fonts.body,
          color: paint(ctx, 'ink'),
        });
      });
      cellX += columns[cellIndex + 1]!.width;
    });
  }
  const tableBottom = y - cardCount * rowHeight;
  x = margin;
  for (const column of [...columns, undefined]) {
    page.drawLine({
      start: { x, y: y + headerHeight },
      end: { x, y: tableBottom },
      thickness: 0.8,
      color: lineColor(ctx),
    });
    x += column?.width ?? 0;
  }
}

/**
 * Clue cards, four to a page with dashed cut lines. Editable cards carry a form field a parent can
 * type into; a hunt's clues fill the cards in order. With `pictures` (ages 3–6), a card whose place
 * matches a drawing shows that picture and its word above the clue, for a child who cannot read yet.
 */
export function clueCards(
  ctx: KitContext,
  options: {
    count: number;
    editable: boolean;
    hunt?: KitHunt;
    pictures?: boolean;
    /** A fact at the foot of every card (server-built kits whose description promises one). */
    facts?: { facts: readonly string[]; line: (fact: string) => string };
  },
): void {
  const { width, height, margin, cardGap, bodySize } = ctx.layout;
  const words = cardPageTexts[ctx.lang].clueCards;
  const form = options.editable ? ctx.doc.getForm() : undefined;
  const cardWidth = (width - margin * 2 - cardGap) / 2;
  const cardHeight = (height - margin * 2 - cardGap - 20) / 2;
  const pages = Math.ceil(options.count / 4);
  for (let pageIndex = 0; pageIndex < pages; pageIndex++) {
    const page = newPage(ctx, words.footer(pageIndex + 1, pages));
    const top = height - margin - 10;
    const dash = { thickness: 0.8, color: lineColor(ctx), dashArray: [6, 4] };
    const midX = margin + cardWidth + cardGap / 2;
    const midY = top - cardHeight - cardGap / 2;
    page.drawLine({
      start: { x: midX, y: top + 6 },
      end: { x: midX, y: top - cardHeight * 2 - cardGap - 6 },
      ...dash,
    });
    page.drawLine({ start: { x: margin - 8, y: midY }, end: { x: width - margin + 8, y: midY }, ...dash });
    page.drawText(printable(words.cutLines), {
      x: margin,
      y: top + 4,
      size: 8,
      font: ctx.fonts.body,
      color: lineColor(ctx),
    });
    for (let slot = 0; slot < 4; slot++) {
      const number = pageIndex * 4 + slot + 1;
      if (number > options.count) break;
      const x = margin + (slot % 2) * (cardWidth + cardGap);
      const cardTop = top - Math.floor(slot / 2) * (cardHeight + cardGap);
      const clue = options.hunt?.clues[number - 1];
      drawCard(ctx, page, {
        x,
        top: cardTop,
        width: cardWidth,
        height: cardHeight,
        number: clue?.number ?? number,
      });
      const spot = options.pictures && clue ? matchHidingSpot(clue.leadsTo) : undefined;
      let textTop = cardTop - 62;
      if (spot) {
        const pictureSize = Math.min(cardWidth - 80, cardHeight * 0.36);
        const baseline = drawSpotWithWord(ctx, page, spot, {
          cx: x + cardWidth / 2,
          top: cardTop - 58,
          width: cardWidth - 40,
          pictureSize,
          wordSize: 22,
        });
        textTop = baseline - 10;
      } else if (!options.facts) {
        drawIcon(ctx, page, ctx.theme.decorations[(number - 1) % ctx.theme.decorations.length]!, {
          cx: x + cardWidth / 2,
          cy: cardTop - cardHeight + 46,
          size: 52,
          outlineWidth: 0.8,
        });
      }
      const fact = options.facts
        ? options.facts.line(options.facts.facts[(number - 1) % options.facts.facts.length]!)
        : undefined;
      const textBottom = fact
        ? drawCardFact(ctx, page, fact, {
            x: x + 10,
            bottom: cardTop - cardHeight + 26,
            width: cardWidth - 20,
          })
        : cardTop - cardHeight + 34;
      const textBox = {
        x: x + 14,
        y: textBottom,
        width: cardWidth - 28,
        height: textTop - textBottom,
      };
      if (form) {
        const field: PDFTextField = form.createTextField(`clue-${number}`);
        field.enableMultiline();
        if (clue) field.setText(printable(clue.text));
        field.addToPage(page, {
          ...textBox,
          font: ctx.fonts.body,
          textColor: paint(ctx, 'ink'),
          borderWidth: 0,
          backgroundColor: undefined,
        });
        field.setFontSize(bodySize + 2);
      } else if (clue) {
        drawParagraph(page, clue.text, {
          font: ctx.fonts.body,
          size: bodySize + 2,
          x: textBox.x,
          top: textBox.y + textBox.height,
          width: textBox.width,
          color: paint(ctx, 'ink'),
        });
      } else {
        for (let line = textBox.y + textBox.height - 26; line > textBox.y; line -= 26) {
          page.drawLine({
            start: { x: textBox.x, y: line },
            end: { x: textBox.x + textBox.width, y: line },
            thickness: 0.6,
            color: lineColor(ctx),
            dashArray: [1, 3],
          });
        }
      }
      if (clue && clue.hideAt) {
        page.drawText(printable(words.hideAt(clue.hideAt)).slice(0, 60), {
          x: x + 14,
          y: cardTop - cardHeight + 14,
          size: 7.5,
          font: ctx.fonts.body,
          color: lineColor(ctx),
        });
      }
    }
  }
}

const FACT_SIZE = 8.5;

/** A fact in a soft box at the foot of a card; returns the top of the box (where the clue text ends). */
function drawCardFact(
  ctx: KitContext,
  page: PDFPage,
  fact: string,
  box: { x: number; bottom: number; width: number },
): number {
  const lines = wrapText(fact, ctx.fonts.body, FACT_SIZE, box.width - 16);
  const height = lines.length * FACT_SIZE * 1.3 + 10;
  panel(
    ctx,
    page,
    { x: box.x, y: box.bottom, width: box.width, height },
    { fill: 'soft', border: 'accent', borderWidth: 0.8 },
  );
  let y = box.bottom + height - 5 - FACT_SIZE;
  for (const line of lines) {
    page.drawText(line, { x: box.x + 8, y, size: FACT_SIZE, font: ctx.fonts.body, color: paint(ctx, 'ink') });
    y -= FACT_SIZE * 1.3;
  }
  return box.bottom + height + 8;
}

function drawCard(
  ctx: KitContext,
  page: PDFPage,
  card: { x: number; top: number; width: number; height: number; number: number },
): void {
  const { x, top, width, height, number } = card;
  panel(
    ctx,
    page,
    { x, y: top - height, width, height },
    { fill: 'white', border: 'primary', borderWidth: 2 },
  );
  panel(
    ctx,
    page,
    { x: x + 6, y: top - 50, width: width - 12, height: 44 },
    { fill: 'soft', border: 'secondary', borderWidth: 1 },
  );
  page.drawText(printable(cardPageTexts[ctx.lang].clueCards.card(number)), {
    x: x + 16,
    y: top - 38,
    size: 24,
    font: ctx.fonts.display,
    color: paint(ctx, 'primary'),
  });
  drawIcon(ctx, page, ctx.theme.hero[0]!, { cx: x + width - 32, cy: top - 28, size: 38 });
  drawIcon(ctx, page, ctx.theme.footprint, {
    cx: x + width - 20,
    cy: top - height + 20,
    size: 18,
    rotate: 20,
  });
}

const COLUMNS = 2;
const ROWS = 3;

/** The kit's picture-card section: every hiding spot, six to a page, with cut lines. */
export function pictureCardPages(ctx: KitContext, spots: readonly HidingSpot[] = hidingSpots): void {
  const { width, height, margin, cardGap } = ctx.layout;
  const perPage = COLUMNS * ROWS;
  const pages = Math.ceil(spots.length / perPage);
  const top = height - margin - 10;
  const cardWidth = (width - margin * 2 - cardGap) / COLUMNS;
  const cardHeight = (top - margin - cardGap * (ROWS - 1)) / ROWS;
  const dash = { thickness: 0.8, color: lineColor(ctx), dashArray: [6, 4] };
  for (let pageIndex = 0; pageIndex < pages; pageIndex++) {
    const page = newPage(ctx, cardPageTexts[ctx.lang].pictureCards.footer(pageIndex + 1, pages));
    page.drawText(printable(cardPageTexts[ctx.lang].pictureCards.header), {
      x: margin,
      y: top + 4,
      size: 8,
      font: ctx.fonts.body,
      color: lineColor(ctx),
    });
    const midX = margin + cardWidth + cardGap / 2;
    page.drawLine({ start: { x: midX, y: top + 2 }, end: { x: midX, y: margin - 6 }, ...dash });
    for (let row = 1; row < ROWS; row++) {
      const y = top - row * (cardHeight + cardGap) + cardGap / 2;
      page.drawLine({ start: { x: margin - 8, y }, end: { x: width - margin + 8, y }, ...dash });
    }
    spots.slice(pageIndex * perPage, (pageIndex + 1) * perPage).forEach((spot, slot) => {
      const x = margin + (slot % COLUMNS) * (cardWidth + cardGap);
      const cardTop = top - Math.floor(slot / COLUMNS) * (cardHeight + cardGap);
      pictureCard(ctx, page, spot, { x, top: cardTop, width: cardWidth, height: cardHeight }, slot);
    });
  }
}
