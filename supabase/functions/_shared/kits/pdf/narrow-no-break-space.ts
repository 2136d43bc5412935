/**
 * French typography puts a narrow no-break space (U+202F) before ; ! and ? (domain/french-typography.ts),
 * but the site's fonts as @fontsource ships them (Fredoka, Nunito) have no glyph for it: pdf-lib would
 * print a missing-glyph box. This adds one to a TrueType font before it is embedded: a blank glyph as
 * wide as the font's thin space (one fifth of an em where it has none), mapped from U+202F. The kit's
 * text keeps the real character, so a reader copying it or reading it aloud gets U+202F too.
 *
 * Only the tables that count glyphs change (maxp, hhea, hmtx, loca) and the character map is rewritten
 * as one format 12 subtable; the glyph outlines and the layout tables (GSUB, GPOS) stay as they are,
 * since a glyph added at the end shifts no existing glyph id. Runtime-neutral (Node, Deno, browsers).
 */

import fontkit from '@pdf-lib/fontkit';

const NARROW_NO_BREAK_SPACE = 0x202f;
const THIN_SPACE = 0x2009;

interface Table {
  tag: string;
  data: Uint8Array;
}

function readTables(font: Uint8Array): { flavor: number; tables: Table[] } {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = view.getUint16(4);
  const tables: Table[] = [];
  for (let index = 0; index < numTables; index++) {
    const at = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    tables.push({ tag, data: font.slice(offset, offset + length) });
  }
  return { flavor: view.getUint32(0), tables };
}

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array((bytes.length + 3) & ~3);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

function writeFont(flavor: number, tables: readonly Table[]): Uint8Array {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const headerLength = 12 + sorted.length * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = sorted.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(sorted.length));
  const searchRange = 2 ** entrySelector * 16;
  view.setUint32(0, flavor);
  view.setUint16(4, sorted.length);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, sorted.length * 16 - searchRange);
  let offset = headerLength;
  let headOffset = -1;
  sorted.forEach((table, index) => {
    const at = 12 + index * 16;
    for (let char = 0; char < 4; char++) out[at + char] = table.tag.charCodeAt(char);
    if (table.tag === 'head') {
      headOffset = offset;
      new DataView(table.data.buffer, table.data.byteOffset).setUint32(8, 0);
    }
    view.setUint32(at + 4, checksum(table.data));
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += padded(table.data.length);
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** A format 12 character map (Unicode, full repertoire) from code point → glyph id pairs. */
function cmapTable(mapping: ReadonlyMap<number, number>): Uint8Array {
  const codePoints = [...mapping.keys()].sort((a, b) => a - b);
  const groups: [start: number, end: number, glyph: number][] = [];
  for (const codePoint of codePoints) {
    const glyph = mapping.get(codePoint)!;
    const last = groups.at(-1);
    if (last && codePoint === last[1] + 1 && glyph === last[2] + (codePoint - last[0])) last[1] = codePoint;
    else groups.push([codePoint, codePoint, glyph]);
  }
  const subtableLength = 16 + groups.length * 12;
  const out = new Uint8Array(4 + 2 * 8 + subtableLength);
  const view = new DataView(out.buffer);
  view.setUint16(2, 2);
  // (3, 10) Windows full Unicode and (0, 4) Unicode full repertoire, both pointing at the one subtable.
  [
    [3, 10],
    [0, 4],
  ].forEach(([platform, encoding], index) => {
    view.setUint16(4 + index * 8, platform!);
    view.setUint16(6 + index * 8, encoding!);
    view.setUint32(8 + index * 8, 20);
  });
  view.setUint16(20, 12);
  view.setUint32(24, subtableLength);
  view.setUint32(32, groups.length);
  groups.forEach(([start, end, glyph], index) => {
    view.setUint32(36 + index * 12, start);
    view.setUint32(40 + index * 12, end);
    view.setUint32(44 + index * 12, glyph);
  });
  return out;
}

/** The font with a narrow no-break space, or the same bytes when it already has one. */
export function withNarrowNoBreakSpace(font: Uint8Array): Uint8Array {
  const parsed = fontkit.create(font as Parameters<typeof fontkit.create>[0]);
  if (parsed.hasGlyphForCodePoint(NARROW_NO_BREAK_SPACE)) return font;
  const width = parsed.hasGlyphForCodePoint(THIN_SPACE)
    ? parsed.glyphForCodePoint(THIN_SPACE).advanceWidth
    : Math.round(parsed.unitsPerEm / 5);
  const mapping = new Map<number, number>();
  for (const codePoint of parsed.characterSet) {
    mapping.set(codePoint, parsed.glyphForCodePoint(codePoint).id);
  }

  const { flavor, tables } = readTables(font);
  const table = (tag: string) => {
    const found = tables.find((entry) => entry.tag === tag);
    if (!found) throw new Error(`The font has no ${tag} table.`);
    return found;
  };
  const maxp = table('maxp');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const loca = table('loca');
  const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const glyphCount = view(maxp.data).getUint16(4);
  const longMetrics = view(hhea.data).getUint16(34);
  const longLoca = view(table('head').data).getInt16(50) === 1;

  // Every glyph gets a full (advance, side bearing) pair, then the new glyph's.
  const metrics = new Uint8Array((glyphCount + 1) * 4);
  const metricsView = view(metrics);
  const oldMetrics = view(hmtx.data);
  const lastAdvance = oldMetrics.getUint16((longMetrics - 1) * 4);
  for (let glyph = 0; glyph < glyphCount; glyph++) {
    const long = glyph < longMetrics;
    metricsView.setUint16(glyph * 4, long ? oldMetrics.getUint16(glyph * 4) : lastAdvance);
    metricsView.setInt16(
      glyph * 4 + 2,
      long
        ? oldMetrics.getInt16(glyph * 4 + 2)
        : oldMetrics.getInt16(longMetrics * 4 + (glyph - longMetrics) * 2),
    );
  }
  metricsView.setUint16(glyphCount * 4, width);

  // An empty outline: its loca entry repeats the end of the last glyph.
  const entrySize = longLoca ? 4 : 2;
  const offsets = new Uint8Array((glyphCount + 2) * entrySize);
  offsets.set(loca.data.subarray(0, (glyphCount + 1) * entrySize));
  offsets.set(
    loca.data.subarray(glyphCount * entrySize, (glyphCount + 1) * entrySize),
    (glyphCount + 1) * entrySize,
  );

  const newMaxp = maxp.data.slice();
  view(newMaxp).setUint16(4, glyphCount + 1);
  const newHhea = hhea.data.slice();
  view(newHhea).setUint16(34, glyphCount + 1);
  mapping.set(NARROW_NO_BREAK_SPACE, glyphCount);

  const replaced: Record<string, Uint8Array> = {
    maxp: newMaxp,
    hhea: newHhea,
    hmtx: metrics,
    loca: offsets,
    cmap: cmapTable(mapping),
  };
  return writeFont(
    flavor,
    tables.map((entry) => ({ tag: entry.tag, data: replaced[entry.tag] ?? entry.data })),
  );
}
