/**
 * Drawing helpers shared by every kit page: palette-aware colours for both inks, icons placed by
 * their centre, wrapped and fitted text. Coordinates are PDF points from the bottom-left corner.
 */

import {
  type Color,
  concatTransformationMatrix,
  LineCapStyle,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from '@cantoo/pdf-lib';

import { type IconName, iconShapes, type PaintRole } from '../../domain/kit-icons.ts';
import type { Locale } from '../../domain/locales.ts';
import type { KitInk } from './kit-options.ts';
import type { KitPalette, KitTheme } from '../../domain/kit-themes.ts';
import type { PaperLayout } from './paper-layouts.ts';

export interface KitFonts {
  display: PDFFont;
  body: PDFFont;
  bodyBold: PDFFont;
}

export interface KitContext {
  doc: PDFDocument;
  fonts: KitFonts;
  theme: KitTheme;
  /** The language every word of the document is printed in. */
  lang: Locale;
  /** The kit's name in that language. */
  title: string;
  layout: PaperLayout;
  ink: KitInk;
  childName?: string;
}

function hexColor(hex: string): Color {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

const BW_TEXT = rgb(0.1, 0.1, 0.1);
const BW_LINE = rgb(0.55, 0.55, 0.55);
const WHITE = rgb(1, 1, 1);

/** Colour of a palette role; in black and white every role becomes dark text or a light line. */
export function paint(ctx: KitContext, role: keyof KitPalette | 'white'): Color {
  if (ctx.ink === 'bw') return role === 'white' || role === 'soft' ? WHITE : BW_TEXT;
  return role === 'white' ? WHITE : hexColor(ctx.theme.palette[role]);
}

/** Outline colour for frames, cards and art. */
export function lineColor(ctx: KitContext): Color {
  return ctx.ink === 'bw' ? BW_LINE : hexColor(ctx.theme.palette.ink);
}

/** A filled panel in colour; in black and white only its outline (no large fills). */
export function panel(
  ctx: KitContext,
  page: PDFPage,
  box: { x: number; y: number; width: number; height: number },
  options: {
    fill?: keyof KitPalette | 'white';
    border?: keyof KitPalette;
    borderWidth?: number;
    dashed?: boolean;
  } = {},
): void {
  const colour = ctx.ink === 'color';
  page.drawRectangle({
    ...box,
    color: colour && options.fill ? paint(ctx, options.fill) : undefined,
    borderColor: colour && options.border ? paint(ctx, options.border) : lineColor(ctx),
    borderWidth: options.borderWidth ?? 1.5,
    borderDashArray: options.dashed ? [5, 4] : undefined,
  });
}

function iconFill(ctx: KitContext, role: PaintRole, outlined: boolean): Color | undefined {
  if (role === 'none') return undefined;
  if (ctx.ink === 'bw') {
    // Small solid details (eyes, noses) keep their ink; every other area is left white for colouring
    // in (white, not empty, so parts behind it stay hidden as in the colour print).
    return role === 'ink' && !outlined ? rgb(0.35, 0.35, 0.35) : WHITE;
  }
  return paint(ctx, role);
}

/**
 * Draws an icon of `size` points centred on (cx, cy). `mirror` flips it left-right (a left and a
 * right footprint); `rotate` turns it, in degrees counter-clockwise.
 */
export function drawIcon(
  ctx: KitContext,
  page: PDFPage,
  name: IconName,
  placement: {
    cx: number;
    cy: number;
    size: number;
    mirror?: boolean;
    rotate?: number;
    outlineWidth?: number;
  },
): void {
  const scale = placement.size / 100;
  const angle = ((placement.rotate ?? 0) * Math.PI) / 180;
  const flip = placement.mirror ? -1 : 1;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(cos * flip, sin * flip, -sin, cos, placement.cx, placement.cy),
  );
  const outlineWidth = (placement.outlineWidth ?? Math.max(0.9, placement.size / 60)) / scale;
  for (const shape of iconShapes(name)) {
    const outlined = shape.outline !== false;
    // Blush and shine marks are colour only; in black and white they would read as stray rings.
    if (ctx.ink === 'bw' && !outlined && shape.fill !== 'ink' && shape.fill !== 'secondary') continue;
    page.drawSvgPath(shape.d, {
      x: -50 * scale,
      y: 50 * scale,
      scale,
      color: iconFill(ctx, shape.fill, outlined),
      borderColor: outlined || ctx.ink === 'bw' ? lineColor(ctx) : undefined,
      borderWidth: outlined || ctx.ink === 'bw' ? outlineWidth : 0,
      borderLineCap: LineCapStyle.Round,
    });
  }
  page.pushOperators(popGraphicsState());
}

/**
 * Keeps only characters the embedded (Latin) fonts can draw: accents that have a precomposed Latin
 * form stay, other scripts and emoji are dropped rather than printed as empty boxes. The no-break
 * spaces of French punctuation stay (the fonts get a narrow one, see narrow-no-break-space.ts) and,
 * not being plain spaces, never let a line break before a colon, «, », ; ! or ?.
 */
export function printable(text: string): string {
  const keep = (char: string) => {
    const code = char.codePointAt(0)!;
    return (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      code === 0x152 ||
      code === 0x153 ||
      (code >= 0x2010 && code <= 0x2026) ||
      code === 0x202f ||
      code === 0x20ac ||
      code === 0x2122
    );
  };
  return [...text.normalize('NFC').replace(/[^\S\u00A0\u202F]+/g, ' ')]
    .map((char) => (keep(char) ? char : char.normalize('NFD').replace(/\p{M}/gu, '')))
    .filter(keep)
    .join('');
}

/** Unit widths by font name: the kit's three fonts are the same files in every document. */
const widthCache = new Map<string, Map<string, number>>();
/** Enough for every riddle, card and poster word of every kit; a child's names come on top. */
const WIDTH_CACHE_LIMIT = 50_000;

/**
 * Text width at `size`, from a cache of unit widths kept for the life of the process: fontkit lays
 * text out (ligatures, kerning) on every measurement, wrapping measures the same words again and
 * again, and Download All builds five PDFs from the same words in one request.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let cache = widthCache.get(font.name);
  if (!cache) {
    cache = new Map();
    widthCache.set(font.name, cache);
  }
  let unit = cache.get(text);
  if (unit === undefined) {
    unit = font.widthOfTextAtSize(text, 1);
    if (cache.size >= WIDTH_CACHE_LIMIT) cache.clear();
    cache.set(text, unit);
  }
  return unit * size;
}

export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const space = textWidth(font, ' ', size);
    let line = '';
    let lineWidth = 0;
    for (const word of printable(paragraph).split(' ').filter(Boolean)) {
      const wordWidth = textWidth(font, word, size);
      if (!line || lineWidth + space + wordWidth <= maxWidth) {
        lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
        line = line ? `${line} ${word}` : word;
      } else {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The largest size up to `size` at which the text fits `maxWidth` on one line. */
export function fitSize(text: string, font: PDFFont, size: number, maxWidth: number, minSize = 8): number {
  const width = textWidth(font, printable(text), size);
  return width <= maxWidth ? size : Math.max(minSize, Math.floor((size * maxWidth) / width));
}

export function drawCentered(
  page: PDFPage,
  text: string,
  options: { font: PDFFont; size: number; y: number; color: Color; cx: number; maxWidth?: number },
): number {
  const clean = printable(text);
  const size = options.maxWidth ? fitSize(clean, options.font, options.size, options.maxWidth) : options.size;
  const width = textWidth(options.font, clean, size);
  page.drawText(clean, {
    x: options.cx - width / 2,
    y: options.y,
    size,
    font: options.font,
    color: options.color,
  });
  return size;
}

/** Draws wrapped lines from `top` down; returns the y below the last line. */
export function drawParagraph(
  page: PDFPage,
  text: string,
  options: {
    font: PDFFont;
    size: number;
    x: number;
    top: number;
    width: number;
    color: Color;
    leading?: number;
    align?: 'left' | 'center';
  },
): number {
  const leading = options.leading ?? options.size * 1.35;
  let y = options.top - options.size;
  for (const line of wrapText(text, options.font, options.size, options.width)) {
    const x =
      options.align === 'center'
        ? options.x + (options.width - textWidth(options.font, line, options.size)) / 2
        : options.x;
    page.drawText(line, { x, y, size: options.size, font: options.font, color: options.color });
    y -= leading;
  }
  return y + leading - options.size * 0.35;
}

/** The rounded frame every page wears, inside the printable area. */
export function drawFrame(ctx: KitContext, page: PDFPage): void {
  const { width, height, frameInset } = ctx.layout;
  const path = roundedRectPath(frameInset, frameInset, width - frameInset * 2, height - frameInset * 2, 18);
  page.drawSvgPath(path, {
    x: 0,
    y: height,
    borderColor: ctx.ink === 'bw' ? lineColor(ctx) : paint(ctx, 'primary'),
    borderWidth: ctx.ink === 'bw' ? 1.2 : 3,
  });
  if (ctx.ink === 'color') {
    const inner = frameInset + 6;
    page.drawSvgPath(roundedRectPath(inner, inner, width - inner * 2, height - inner * 2, 13), {
      x: 0,
      y: height,
      borderColor: paint(ctx, 'accent'),
      borderWidth: 1,
      borderDashArray: [2, 4],
    });
  }
}

/** An SVG path (y down from the page top) for a rounded rectangle. */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  return [
    `M ${x + r} ${y} H ${x + w - r} Q ${x + w} ${y} ${x + w} ${y + r}`,
    `V ${y + h - r} Q ${x + w} ${y + h} ${x + w - r} ${y + h}`,
    `H ${x + r} Q ${x} ${y + h} ${x} ${y + h - r} V ${y + r} Q ${x} ${y} ${x + r} ${y} Z`,
  ].join(' ');
}

/** A small line at the foot of each page: which kit, which page, for a parent sorting printouts. */
export function drawFooter(ctx: KitContext, page: PDFPage, label: string): void {
  const { width, frameInset } = ctx.layout;
  drawCentered(page, `${ctx.title} \u00b7 ${label}`, {
    font: ctx.fonts.body,
    size: 8,
    cx: width / 2,
    y: frameInset + 12,
    color: ctx.ink === 'bw' ? BW_LINE : paint(ctx, 'ink'),
  });
}
