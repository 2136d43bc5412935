/**
 * The Pirate kit's treasure map: an island with a dotted trail through eight numbered stops, each
 * marked with an X and a blank label where a parent writes the hiding place, and a big X where the
 * treasure waits. Drawn in vector paths for both inks; server only, like the rest of the paid kit.
 */

import type { PDFPage } from '@cantoo/pdf-lib';

import { frenchTexts } from '../../domain/french-typography.ts';
import type { Locale } from '../../domain/locales.ts';
import { headingAndHowTo, newPage } from './card-pages.ts';
import { type KitContext, lineColor, paint, panel, printable, textWidth } from './kit-drawing.ts';

/** Stops on the trail, as fractions of the map box (x right, y down), in the order the child walks. */
const STOPS: readonly (readonly [number, number])[] = [
  [0.16, 0.8],
  [0.34, 0.66],
  [0.2, 0.46],
  [0.4, 0.3],
  [0.62, 0.42],
  [0.5, 0.62],
  [0.72, 0.74],
  [0.84, 0.5],
];
/** The treasure's X. */
const TREASURE: readonly [number, number] = [0.78, 0.2];

/** The map's words in each language the kits are printed in. */
export const TREASURE_MAP_TEXTS: Readonly<
  Record<Locale, { title: string; howTo: string; treasure: string }>
> = {
  en: {
    title: 'Treasure Map',
    howTo:
      'Write where each clue hides beside its number, then follow the X marks from stop 1 to the big X, where the treasure is buried.',
    treasure: 'X marks the treasure!',
  },
  fr: frenchTexts({
    title: 'Carte au trésor',
    howTo:
      'Écrivez à côté de chaque numéro où l’indice est caché, puis suivez les X de l’arrêt 1 jusqu’au grand X, où le trésor est enterré.',
    treasure: 'Le trésor dort sous le grand X !',
  }),
};

function drawX(
  page: PDFPage,
  cx: number,
  cy: number,
  size: number,
  color: ReturnType<typeof paint>,
  thickness: number,
) {
  const half = size / 2;
  page.drawLine({
    start: { x: cx - half, y: cy - half },
    end: { x: cx + half, y: cy + half },
    thickness,
    color,
  });
  page.drawLine({
    start: { x: cx - half, y: cy + half },
    end: { x: cx + half, y: cy - half },
    thickness,
    color,
  });
}

export function treasureMapPage(ctx: KitContext): void {
  const words = TREASURE_MAP_TEXTS[ctx.lang];
  const page = newPage(ctx, words.title);
  const { width, height, margin } = ctx.layout;
  const top = headingAndHowTo(ctx, page, words.title, words.howTo, height - margin);
  const box = { x: margin, y: margin + 16, width: width - margin * 2, height: top - 14 - (margin + 16) };
  // The sea, then the island drawn as one smooth blob inside it.
  panel(ctx, page, box, { fill: 'soft', border: 'secondary', borderWidth: 1.5 });
  const at = ([fx, fy]: readonly [number, number]) => ({
    x: box.x + fx * box.width,
    y: box.y + box.height - fy * box.height,
  });
  const w = box.width;
  const h = box.height;
  const island = [
    `M ${0.08 * w} ${0.55 * h}`,
    `C ${0.05 * w} ${0.3 * h} ${0.25 * w} ${0.12 * h} ${0.45 * w} ${0.16 * h}`,
    `C ${0.6 * w} ${0.04 * h} ${0.95 * w} ${0.08 * h} ${0.93 * w} ${0.32 * h}`,
    `C ${0.98 * w} ${0.55 * h} ${0.95 * w} ${0.88 * h} ${0.7 * w} ${0.9 * h}`,
    `C ${0.5 * w} ${0.97 * h} ${0.12 * w} ${0.95 * h} ${0.08 * w} ${0.55 * h} Z`,
  ].join(' ');
  page.drawSvgPath(island, {
    x: box.x,
    y: box.y + box.height,
    color: ctx.ink === 'color' ? paint(ctx, 'white') : undefined,
    borderColor: lineColor(ctx),
    borderWidth: 2,
  });
  // Waves in the sea's corners.
  for (const [fx, fy] of [
    [0.03, 0.06],
    [0.03, 0.96],
    [0.82, 0.97],
  ] as const) {
    const start = at([fx, fy]);
    page.drawSvgPath('M 0 0 q 6 -6 12 0 t 12 0 t 12 0', {
      x: start.x,
      y: start.y,
      borderColor: paint(ctx, 'secondary'),
      borderWidth: 1.2,
    });
  }
  // The dotted trail from stop to stop and on to the treasure.
  const trail = [...STOPS, TREASURE].map(at);
  for (let index = 1; index < trail.length; index++) {
    page.drawLine({
      start: trail[index - 1]!,
      end: trail[index]!,
      thickness: 1.6,
      color: paint(ctx, 'accent'),
      dashArray: [2, 5],
    });
  }
  const labelWidth = Math.min(120, box.width * 0.24);
  STOPS.forEach((stop, index) => {
    const { x, y } = at(stop);
    page.drawCircle({
      x,
      y,
      size: 12,
      color: paint(ctx, 'white'),
      borderColor: paint(ctx, 'primary'),
      borderWidth: 1.8,
    });
    const number = String(index + 1);
    const size = 11;
    page.drawText(number, {
      x: x - ctx.fonts.display.widthOfTextAtSize(number, size) / 2,
      y: y - size * 0.36,
      size,
      font: ctx.fonts.display,
      color: paint(ctx, 'primary'),
    });
    drawX(page, x + 18, y + 14, 9, paint(ctx, 'secondary'), 1.8);
    // A blank label under the stop, for the hiding place.
    const labelX = Math.min(Math.max(x - labelWidth / 2, box.x + 6), box.x + box.width - labelWidth - 6);
    page.drawLine({
      start: { x: labelX, y: y - 24 },
      end: { x: labelX + labelWidth, y: y - 24 },
      thickness: 0.8,
      color: lineColor(ctx),
    });
  });
  const treasure = at(TREASURE);
  drawX(page, treasure.x, treasure.y, 34, paint(ctx, 'primary'), 5);
  const size = 12;
  const text = printable(words.treasure);
  const treasureWidth = textWidth(ctx.fonts.display, text, size);
  page.drawText(text, {
    x: Math.min(treasure.x - treasureWidth / 2, box.x + box.width - treasureWidth - 8),
    y: treasure.y - 34,
    size,
    font: ctx.fonts.display,
    color: paint(ctx, 'ink'),
  });
  // A compass so "north" means something on the hunt.
  const compass = at([0.1, 0.14]);
  page.drawCircle({ x: compass.x, y: compass.y, size: 18, borderColor: lineColor(ctx), borderWidth: 1 });
  page.drawSvgPath('M 0 -16 L 5 0 L 0 16 L -5 0 Z', {
    x: compass.x,
    y: compass.y,
    color: paint(ctx, 'primary'),
    borderColor: lineColor(ctx),
    borderWidth: 0.6,
  });
  page.drawText('N', {
    x: compass.x - 4,
    y: compass.y + 22,
    size: 10,
    font: ctx.fonts.display,
    color: paint(ctx, 'ink'),
  });
}
