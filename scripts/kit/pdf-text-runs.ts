/**
 * The exact characters a kit PDF draws, page by page, read from its content streams through each
 * font's ToUnicode map: unlike pdftotext, which prints every kind of space as a plain one, this keeps
 * the no-break spaces French punctuation needs, and reports glyph 0 (.notdef, the missing-glyph box).
 * Reads what pdf-lib writes (hex strings shown with Tj); a test helper, not a general PDF parser.
 */

import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from '@cantoo/pdf-lib';

export interface PageRuns {
  /** Every text run of the page, in drawing order, as Unicode text. */
  runs: string[];
  /** How many glyphs the page draws as .notdef (no glyph in the font). */
  missingGlyphs: number;
}

const hexToText = (hex: string) =>
  String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** glyph id (4 hex digits) → text, from a ToUnicode CMap as pdf-lib writes it. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, text] of block!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(glyph!.toUpperCase(), hexToText(text!));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, rest] of block!.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
    )) {
      const start = Number.parseInt(low!, 16);
      const end = Number.parseInt(high!, 16);
      const targets = rest!.startsWith('[')
        ? [...rest!.matchAll(/<([0-9a-f]+)>/gi)].map((match) => match[1]!)
        : [];
      for (let glyph = start; glyph <= end; glyph++) {
        const key = glyph.toString(16).toUpperCase().padStart(4, '0');
        if (targets.length > 0) map.set(key, hexToText(targets[glyph - start]!));
        else map.set(key, String.fromCodePoint(Number.parseInt(rest!.slice(1, -1), 16) + glyph - start));
      }
    }
  }
  return map;
}

const streamText = (stream: PDFRawStream) =>
  new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());

export async function pdfTextRuns(bytes: Uint8Array): Promise<PageRuns[]> {
  const doc = await PDFDocument.load(bytes);
  const lookupStream = (ref: unknown) => doc.context.lookup(ref as PDFRef) as PDFRawStream;
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const toUnicode = font.get(PDFName.of('ToUnicode'));
      fonts.set(name.asString(), toUnicode ? parseToUnicode(streamText(lookupStream(toUnicode))) : new Map());
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => lookupStream(ref))
        : contents
          ? [contents as unknown as PDFRawStream]
          : [];
    const runs: string[] = [];
    let missingGlyphs = 0;
    let map = new Map<string, string>();
    for (const content of streams.map(streamText)) {
      for (const [, font, hex] of content.matchAll(/(\/[^\s/]+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
        if (font) {
          map = fonts.get(font) ?? new Map();
          continue;
        }
        const glyphs = hex!.toUpperCase().match(/.{4}/g) ?? [];
        missingGlyphs += glyphs.filter((glyph) => glyph === '0000').length;
        runs.push(glyphs.map((glyph) => map.get(glyph) ?? '\uFFFD').join(''));
      }
    }
    return { runs, missingGlyphs };
  });
}

/** Titles of the paid kit's pages (English), none of which a member's hunt-cards PDF may carry. */
export const PAID_KIT_PAGE_TITLES = [
  'Welcome to',
  'Certificate of Success',
  'Congratulations',
  'Bonus Riddles',
  'Picture cards',
] as const;
