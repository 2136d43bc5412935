/**
 * The pages of a kit, each drawn from the same layout for both papers and both inks. Every painter
 * adds one or more pages to the document. The hiding plan and clue cards, which members also print
 * from the browser, are in card-pages.ts; these pages are built only on the server.
 */

import type { PDFPage } from '@cantoo/pdf-lib';

import { riddleBandLabels, riddleBands } from '../../domain/riddle-bands.ts';
import type { Riddle } from '../content/kit-riddles.ts';
import { posterLinesFor } from '../content/poster-lines.ts';
import { heading, headingAndHowTo, newPage } from './card-pages.ts';
import {
  drawCentered,
  drawIcon,
  drawParagraph,
  fitSize,
  type KitContext,
  lineColor,
  paint,
  panel,
  printable,
  wrapText,
} from './kit-drawing.ts';
import { kitPageTexts } from './kit-page-texts.ts';

const textsOf = (ctx: KitContext) => kitPageTexts[ctx.lang];

/** Little stars and theme icons around a poster's edge. */
function sprinkle(ctx: KitContext, page: PDFPage, spots: readonly [number, number, number][]): void {
  const { width, height } = ctx.layout;
  const icons = ctx.theme.decorations;
  spots.forEach(([fx, fy, size], index) => {
    drawIcon(ctx, page, index % 2 === 0 ? 'star' : icons[index % icons.length]!, {
      cx: width * fx,
      cy: height * fy,
      size,
      rotate: (index % 3) * 12 - 12,
    });
  });
}

export function welcomePoster(ctx: KitContext): void {
  const words = textsOf(ctx).welcome;
  const page = newPage(ctx, words.footer);
  const { width, height, margin, posterTitleSize } = ctx.layout;
  const cx = width / 2;
  let y = height - margin - 10;
  drawCentered(page, words.lead, {
    font: ctx.fonts.bodyBold,
    size: 20,
    cx,
    y: y - 20,
    color: paint(ctx, 'ink'),
  });
  y -= 34;
  const title = words.title(ctx.title, ctx.childName);
  const titleLines = wrapText(title, ctx.fonts.display, posterTitleSize, width - margin * 2);
  const titleSize =
    titleLines.length > 2
      ? fitSize(title, ctx.fonts.display, posterTitleSize, (width - margin * 2) * 2)
      : posterTitleSize;
  for (const line of wrapText(title, ctx.fonts.display, titleSize, width - margin * 2)) {
    y -= titleSize;
    drawCentered(page, line, {
      font: ctx.fonts.display,
      size: titleSize,
      cx,
      y,
      color: paint(ctx, 'primary'),
    });
    y -= 6;
  }
  if (ctx.childName) {
    y -= 24;
    drawCentered(page, ctx.title, {
      font: ctx.fonts.display,
      size: 22,
      cx,
      y,
      color: paint(ctx, 'secondary'),
    });
  }
  const artTop = y - 20;
  const artBottom = margin + 150;
  const artSize = Math.min(artTop - artBottom, width - margin * 2 - 120);
  const artCy = (artTop + artBottom) / 2;
  if (ctx.ink === 'color') {
    page.drawCircle({ x: cx, y: artCy, size: artSize * 0.5, color: paint(ctx, 'soft') });
  }
  drawIcon(ctx, page, ctx.theme.hero[0]!, { cx, cy: artCy + artSize * 0.04, size: artSize * 0.78 });
  drawIcon(ctx, page, ctx.theme.hero[1]!, {
    cx: cx - artSize * 0.48,
    cy: artCy - artSize * 0.3,
    size: artSize * 0.3,
    rotate: 10,
  });
  drawIcon(ctx, page, ctx.theme.hero[2]!, {
    cx: cx + artSize * 0.48,
    cy: artCy - artSize * 0.3,
    size: artSize * 0.3,
    rotate: -10,
  });
  sprinkle(ctx, page, [
    [0.1, 0.935, 20],
    [0.9, 0.935, 20],
    [0.1, 0.45, 18],
    [0.9, 0.45, 18],
  ]);
  drawParagraph(page, posterLinesFor(ctx.theme.slug, ctx.lang).tagline, {
    font: ctx.fonts.bodyBold,
    size: 18,
    x: margin + 20,
    top: artBottom - 22,
    width: width - (margin + 20) * 2,
    color: paint(ctx, 'ink'),
    align: 'center',
  });
  drawCentered(page, words.begin, {
    font: ctx.fonts.display,
    size: 22,
    cx,
    y: margin + 34,
    color: paint(ctx, 'secondary'),
  });
}

export function parentInstructions(ctx: KitContext): void {
  const words = textsOf(ctx).instructions;
  const page = newPage(ctx, words.footer);
  const { width, height, margin, bodySize } = ctx.layout;
  let y = heading(ctx, page, words.heading, height - margin);
  drawIcon(ctx, page, ctx.theme.footprint, {
    cx: margin + 18,
    cy: height - margin - 18,
    size: 32,
    rotate: 15,
  });
  drawIcon(ctx, page, ctx.theme.footprint, {
    cx: width - margin - 18,
    cy: height - margin - 18,
    size: 32,
    mirror: true,
    rotate: -15,
  });
  const sections = words.sections(ctx.childName);
  const textWidth = width - margin * 2 - 18;
  // The French instructions run longer than the English: the body text shrinks until the page holds them.
  const bottomOf = (size: number) =>
    sections.reduce(
      (top, section) =>
        section.lines.reduce((lineTop, line) => {
          const lines = wrapText(line, ctx.fonts.body, size, textWidth).length;
          return lineTop - size - (lines - 1) * size * 1.35 - size * 0.35 - 6;
        }, top - 30),
      y,
    );
  let size = bodySize;
  while (size > 9 && bottomOf(size) < margin + 12) size -= 0.25;
  for (const section of sections) {
    y -= 6;
    page.drawText(printable(section.title), {
      x: margin,
      y: y - 16,
      size: 16,
      font: ctx.fonts.display,
      color: paint(ctx, 'secondary'),
    });
    y -= 24;
    for (const line of section.lines) {
      drawIcon(ctx, page, 'star', { cx: margin + 6, cy: y - size * 0.45, size: 9, outlineWidth: 0.6 });
      y = drawParagraph(page, line, {
        font: ctx.fonts.body,
        size,
        x: margin + 18,
        top: y,
        width: textWidth,
        color: paint(ctx, 'ink'),
      });
      y -= 6;
    }
  }
}

/**
 * The cells of a page of six cut-outs, three rows of two below `top`: the centre of the `index`th in
 * reading order, and the size of one cut-out (`fill` of a cell).
 */
function cutOutCells(ctx: KitContext, top: number, fill: number) {
  const { width, margin } = ctx.layout;
  const columns = 2;
  const cellWidth = (width - margin * 2) / columns;
  const cellHeight = (top - 16 - margin - 16) / 3;
  return {
    size: Math.min(cellWidth, cellHeight) * fill,
    at: (index: number) => {
      const column = index % columns;
      const row = Math.floor(index / columns);
      return { column, cx: margin + cellWidth * (column + 0.5), cy: top - 16 - cellHeight * (row + 0.5) };
    },
  };
}

export function footprintsPage(ctx: KitContext): void {
  const words = textsOf(ctx).footprints;
  const page = newPage(ctx, words.footer);
  const top = headingAndHowTo(ctx, page, words.heading, words.howTo, ctx.layout.height - ctx.layout.margin);
  const { size, at } = cutOutCells(ctx, top, 0.78);
  for (let index = 0; index < 6; index++) {
    const { column, cx, cy } = at(index);
    page.drawEllipse({
      x: cx,
      y: cy,
      xScale: size * 0.5,
      yScale: size * 0.56,
      borderColor: lineColor(ctx),
      borderWidth: 0.8,
      borderDashArray: [6, 4],
    });
    drawIcon(ctx, page, ctx.theme.footprint, {
      cx,
      cy,
      size: size * 0.9,
      mirror: column === 1,
      rotate: column === 0 ? 8 : -8,
    });
  }
}

export function decorationsPage(ctx: KitContext): void {
  const words = textsOf(ctx).decorations;
  const page = newPage(ctx, words.footer);
  const top = headingAndHowTo(ctx, page, words.heading, words.howTo, ctx.layout.height - ctx.layout.margin);
  const { size, at } = cutOutCells(ctx, top, 0.76);
  ctx.theme.decorations.forEach((icon, index) => {
    const { cx, cy } = at(index);
    page.drawCircle({
      x: cx,
      y: cy,
      size: size * 0.6,
      borderColor: lineColor(ctx),
      borderWidth: 0.8,
      borderDashArray: [6, 4],
    });
    drawIcon(ctx, page, icon, { cx, cy, size: size * 0.92 });
  });
}

export function congratulationsPoster(ctx: KitContext): void {
  const words = textsOf(ctx).congratulations;
  const page = newPage(ctx, words.footer);
  const { width, height, margin, posterTitleSize } = ctx.layout;
  const cx = width / 2;
  let y = height - margin - 20;
  const size = drawCentered(page, words.heading, {
    font: ctx.fonts.display,
    size: posterTitleSize + 4,
    cx,
    y: y - posterTitleSize,
    color: paint(ctx, 'primary'),
    maxWidth: width - margin * 2,
  });
  y -= size + 16;
  if (ctx.childName) {
    drawCentered(page, words.child(ctx.childName), {
      font: ctx.fonts.display,
      size: posterTitleSize - 6,
      cx,
      y: y - posterTitleSize + 6,
      color: paint(ctx, 'secondary'),
      maxWidth: width - margin * 2,
    });
    y -= posterTitleSize + 4;
  }
  y = drawParagraph(page, posterLinesFor(ctx.theme.slug, ctx.lang).cheer, {
    font: ctx.fonts.bodyBold,
    size: 20,
    x: margin + 20,
    top: y - 8,
    width: width - (margin + 20) * 2,
    color: paint(ctx, 'ink'),
    align: 'center',
  });
  const artTop = y - 20;
  const artBottom = margin + 90;
  const artSize = Math.min(artTop - artBottom, width - margin * 2 - 80);
  const artCy = (artTop + artBottom) / 2;
  drawIcon(ctx, page, 'star', { cx, cy: artCy, size: artSize * 0.95 });
  drawIcon(ctx, page, ctx.theme.hero[0]!, { cx, cy: artCy - artSize * 0.02, size: artSize * 0.5 });
  drawIcon(ctx, page, ctx.theme.hero[1]!, {
    cx: cx - artSize * 0.45,
    cy: artCy - artSize * 0.36,
    size: artSize * 0.24,
  });
  drawIcon(ctx, page, ctx.theme.hero[2]!, {
    cx: cx + artSize * 0.45,
    cy: artCy - artSize * 0.36,
    size: artSize * 0.24,
  });
  sprinkle(ctx, page, [
    [0.14, 0.6, 22],
    [0.86, 0.62, 22],
    [0.2, 0.16, 18],
    [0.8, 0.16, 18],
  ]);
  drawCentered(page, words.didIt, {
    font: ctx.fonts.display,
    size: 30,
    cx,
    y: margin + 30,
    color: paint(ctx, 'secondary'),
  });
}

export function certificate(ctx: KitContext, date?: string): void {
  const words = textsOf(ctx).certificate;
  const page = newPage(ctx, words.footer);
  const { width, height, margin } = ctx.layout;
  const cx = width / 2;
  panel(
    ctx,
    page,
    { x: margin - 6, y: margin, width: width - (margin - 6) * 2, height: height - margin * 2 },
    {
      border: 'accent',
      borderWidth: 4,
    },
  );
  panel(
    ctx,
    page,
    { x: margin + 2, y: margin + 8, width: width - (margin + 2) * 2, height: height - margin * 2 - 16 },
    {
      border: 'secondary',
      borderWidth: 1,
    },
  );
  const wide = width - margin * 2 - 40;
  /** One line of the certificate centred at `y`: in the display or body type, in a colour of the theme. */
  const centred = (
    text: string,
    type: 'display' | 'body',
    size: number,
    y: number,
    color: 'primary' | 'secondary' | 'ink',
    maxWidth?: number,
  ) => drawCentered(page, text, { font: ctx.fonts[type], size, cx, y, color: paint(ctx, color), maxWidth });
  let y = height - margin - 40;
  drawIcon(ctx, page, ctx.theme.hero[0]!, { cx, cy: y - 40, size: 90 });
  y -= 110;
  centred(words.heading, 'display', 38, y - 38, 'primary', wide);
  y -= 80;
  centred(words.presentedTo, 'body', 16, y, 'ink');
  y -= 64;
  if (ctx.childName) centred(ctx.childName, 'display', 40, y + 6, 'secondary', width - margin * 2 - 60);
  page.drawLine({
    start: { x: margin + 60, y: y - 6 },
    end: { x: width - margin - 60, y: y - 6 },
    thickness: 1,
    color: lineColor(ctx),
  });
  y -= 48;
  centred(words.forCompleting, 'body', 16, y, 'ink');
  y -= 36;
  centred(words.kitLine(ctx.title), 'display', 28, y, 'primary', wide);
  y -= 40;
  centred(posterLinesFor(ctx.theme.slug, ctx.lang).cheer, 'body', 14, y, 'ink', wide);
  const lineY = margin + 90;
  // A row of the kit's decorations fills the space between the praise and the signature lines.
  const rowY = (y - 20 + lineY + 30) / 2;
  const rowSize = Math.min(70, y - 20 - (lineY + 30));
  ctx.theme.decorations.slice(0, 3).forEach((icon, index) => {
    drawIcon(ctx, page, icon, { cx: cx + (index - 1) * (rowSize + 40), cy: rowY, size: rowSize });
  });
  const lineWidth = (width - margin * 2 - 100) / 2;
  for (const [index, label] of [words.date, words.signed].entries()) {
    const x = margin + 30 + index * (lineWidth + 40);
    page.drawLine({
      start: { x, y: lineY },
      end: { x: x + lineWidth, y: lineY },
      thickness: 1,
      color: lineColor(ctx),
    });
    page.drawText(printable(label), {
      x,
      y: lineY - 16,
      size: 12,
      font: ctx.fonts.bodyBold,
      color: paint(ctx, 'ink'),
    });
    if (index === 0 && date) {
      page.drawText(printable(date), {
        x: x + 4,
        y: lineY + 6,
        size: 14,
        font: ctx.fonts.body,
        color: paint(ctx, 'ink'),
      });
    }
  }
  drawIcon(ctx, page, 'star', { cx, cy: lineY - 4, size: 44 });
}

/** Riddle type sizes: small enough for 200+ riddles in two columns, never under 9 pt. */
const RIDDLE_SIZE = 9.5;
const HIDE_SIZE = 9;
const RIDDLE_LEADING = RIDDLE_SIZE * 1.25;

/**
 * The 200+ bonus riddles in two columns, each age band from a new page under its own heading, every
 * riddle numbered with its "Hide it:" line, a riddle never split across columns.
 */
export function riddlePages(ctx: KitContext, riddles: readonly Riddle[]): void {
  const { width, height, margin } = ctx.layout;
  const words = textsOf(ctx).riddles;
  const bandLabels = riddleBandLabels[ctx.lang];
  const gap = 20;
  const columnWidth = (width - margin * 2 - gap) / 2;
  const indent = 23;
  const bottom = margin + 4;
  const ink = paint(ctx, 'ink');
  const bandHeading = (target: PDFPage, at: number, label: string) => {
    target.drawText(printable(label), {
      x: margin,
      y: at - 15,
      size: 15,
      font: ctx.fonts.display,
      color: paint(ctx, 'secondary'),
    });
    return at - 26;
  };
  let number = 0;
  let first = true;
  for (const band of riddleBands) {
    const inBand = riddles.filter((riddle) => riddle.band === band);
    if (inBand.length === 0) continue;
    let page = newPage(ctx, words.footer);
    let top = height - margin;
    if (first) {
      top = headingAndHowTo(ctx, page, words.heading, words.howTo, top);
      first = false;
    }
    top = bandHeading(page, top - 6, bandLabels[band]);
    let column = 0;
    let y = top;
    for (const riddle of inBand) {
      number += 1;
      const lines = wrapText(riddle.text, ctx.fonts.body, RIDDLE_SIZE, columnWidth - indent);
      const hide = wrapText(words.hideIt(riddle.answer), ctx.fonts.bodyBold, HIDE_SIZE, columnWidth - indent);
      const needed = (lines.length + hide.length) * RIDDLE_LEADING + 7;
      if (y - needed < bottom) {
        column += 1;
        y = top;
        if (column > 1) {
          page = newPage(ctx, words.footer);
          top = bandHeading(page, height - margin, words.continued(bandLabels[band]));
          column = 0;
          y = top;
        }
      }
      const x = margin + column * (columnWidth + gap);
      page.drawText(`${number}.`, {
        x,
        y: y - RIDDLE_SIZE,
        size: RIDDLE_SIZE,
        font: ctx.fonts.bodyBold,
        color: paint(ctx, 'primary'),
      });
      for (const line of lines) {
        page.drawText(line, {
          x: x + indent,
          y: y - RIDDLE_SIZE,
          size: RIDDLE_SIZE,
          font: ctx.fonts.body,
          color: ink,
        });
        y -= RIDDLE_LEADING;
      }
      for (const line of hide) {
        page.drawText(line, {
          x: x + indent,
          y: y - RIDDLE_SIZE,
          size: HIDE_SIZE,
          font: ctx.fonts.bodyBold,
          color: paint(ctx, 'secondary'),
        });
        y -= RIDDLE_LEADING;
      }
      y -= 7;
    }
  }
}
