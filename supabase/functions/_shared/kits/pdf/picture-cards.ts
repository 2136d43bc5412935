/**
 * Picture cards for ages 3–6: a hiding spot's drawing with its word under it, in a frame wearing the
 * kit's colours and art. The kit prints the whole set (card-pages.ts); a 3–6 hunt's clue cards show
 * the picture of the place each card sends the child to.
 */

import {
  type Color,
  concatTransformationMatrix,
  LineCapStyle,
  LineJoinStyle,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineJoin,
} from '@cantoo/pdf-lib';

import type { HidingSpot, SpotShape } from './hiding-spot-drawings.ts';
import { drawCentered, drawIcon, type KitContext, paint, panel } from './kit-drawing.ts';

const OUTLINE = rgb(0.2, 0.2, 0.22);
const BW_DETAIL = rgb(0.35, 0.35, 0.35);
const WHITE = rgb(1, 1, 1);

function hexColor(hex: string): Color {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

function shapeStyle(
  ctx: KitContext,
  shape: SpotShape,
): { color?: Color; borderColor?: Color; outlined: boolean } | undefined {
  const kind = shape.kind ?? 'part';
  const bw = ctx.ink === 'bw';
  switch (kind) {
    case 'part':
      return { color: bw ? WHITE : hexColor(shape.fill!), borderColor: OUTLINE, outlined: true };
    case 'cover':
      return { color: bw ? WHITE : hexColor(shape.fill!), outlined: false };
    case 'detail':
      return { color: bw ? BW_DETAIL : hexColor(shape.fill!), outlined: false };
    case 'tint':
      // Shine and blush are colour only; in black and white they would read as stray lines.
      return bw ? undefined : { color: hexColor(shape.fill!), outlined: false };
    case 'line':
      return { borderColor: bw || !shape.stroke ? OUTLINE : hexColor(shape.stroke), outlined: true };
  }
}

/** Draws a hiding spot `size` points square, centred on (cx, cy). */
export function drawHidingSpot(
  ctx: KitContext,
  page: PDFPage,
  spot: HidingSpot,
  placement: { cx: number; cy: number; size: number },
): void {
  const scale = placement.size / 100;
  // Bold, even outlines whatever the size: what a colouring book for small children has.
  const outline = Math.max(0.9, placement.size / 55);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(1, 0, 0, 1, placement.cx, placement.cy),
    setLineJoin(LineJoinStyle.Round),
  );
  for (const shape of spot.shapes) {
    const style = shapeStyle(ctx, shape);
    if (!style) continue;
    page.drawSvgPath(shape.d, {
      x: -50 * scale,
      y: 50 * scale,
      scale,
      color: style.color,
      borderColor: style.outlined ? style.borderColor : undefined,
      borderWidth: style.outlined ? (outline * (shape.width ?? 1)) / scale : 0,
      borderLineCap: LineCapStyle.Round,
    });
  }
  page.pushOperators(popGraphicsState());
}

/**
 * A picture and its word, the word as large as fits: the two things a pre-reader's card shows.
 * Returns the y of the word's baseline.
 */
export function drawSpotWithWord(
  ctx: KitContext,
  page: PDFPage,
  spot: HidingSpot,
  box: { cx: number; top: number; width: number; pictureSize: number; wordSize: number },
): number {
  const pictureCy = box.top - box.pictureSize / 2;
  if (ctx.ink === 'color') {
    page.drawCircle({ x: box.cx, y: pictureCy, size: box.pictureSize * 0.56, color: paint(ctx, 'soft') });
  }
  drawHidingSpot(ctx, page, spot, { cx: box.cx, cy: pictureCy, size: box.pictureSize });
  const baseline = box.top - box.pictureSize - box.wordSize * 0.95;
  drawCentered(page, spot.word[ctx.lang], {
    font: ctx.fonts.display,
    size: box.wordSize,
    cx: box.cx,
    y: baseline,
    color: paint(ctx, 'ink'),
    maxWidth: box.width,
  });
  return baseline;
}

/** One picture card: the spot and its word in a frame with the kit's colours and art. */
export function pictureCard(
  ctx: KitContext,
  page: PDFPage,
  spot: HidingSpot,
  card: { x: number; top: number; width: number; height: number },
  slot: number,
): void {
  const { x, top, width, height } = card;
  panel(
    ctx,
    page,
    { x, y: top - height, width, height },
    { fill: 'white', border: 'primary', borderWidth: 2.5 },
  );
  panel(
    ctx,
    page,
    { x: x + 6, y: top - height + 6, width: width - 12, height: height - 12 },
    { border: 'accent', borderWidth: 1, dashed: true },
  );
  const decorations = ctx.theme.decorations;
  const iconSize = 20;
  drawIcon(ctx, page, decorations[slot % decorations.length]!, {
    cx: x + 20,
    cy: top - 20,
    size: iconSize,
    outlineWidth: 0.6,
  });
  drawIcon(ctx, page, decorations[(slot + 3) % decorations.length]!, {
    cx: x + width - 20,
    cy: top - 20,
    size: iconSize,
    outlineWidth: 0.6,
  });
  drawIcon(ctx, page, ctx.theme.footprint, {
    cx: x + width - 18,
    cy: top - height + 18,
    size: 14,
    rotate: 20,
    outlineWidth: 0.6,
  });
  const wordSize = Math.min(26, height * 0.13);
  const pictureSize = Math.min(width - 60, height - wordSize * 1.6 - 26);
  drawSpotWithWord(ctx, page, spot, {
    cx: x + width / 2,
    top: top - 12,
    width: width - 40,
    pictureSize,
    wordSize,
  });
}
