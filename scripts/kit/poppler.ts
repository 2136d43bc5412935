/**
 * Test helpers that read a kit PDF the way a parent's reader would: poppler's pdftotext, pdfinfo,
 * pdffonts and pdftoppm (Debian's poppler-utils; CI installs it). Node only.
 */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFile<T>(bytes: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'kit-pdf-'));
  try {
    const file = join(dir, 'kit.pdf');
    writeFileSync(file, bytes);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's text, whitespace collapsed (pdftotext separates pages with a form feed). */
export function pdfPageTexts(bytes: Uint8Array): string[] {
  const text = withFile(bytes, (file) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
  return text
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, ' ').trim());
}

export function pdfInfo(bytes: Uint8Array): { pages: number; pageSize: string } {
  const info = withFile(bytes, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    pageSize: /^Page size:\s+(.+?)\s+pts/m.exec(info)?.[1] ?? '',
  };
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
}

export function pdfFonts(bytes: Uint8Array): PdfFont[] {
  const listing = withFile(bytes, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  return listing
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name, type words…, encoding, emb, sub, uni, object, id
      return { name: columns[0]!, type: columns.slice(1, -6).join(' '), embedded: columns.at(-5) === 'yes' };
    });
}

export interface GrayPage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Every page rendered in grey at `dpi` (PGM from pdftoppm). */
export function renderGrayPages(bytes: Uint8Array, dpi: number): GrayPage[] {
  return withFile(bytes, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', file, join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => parsePgm(readFileSync(join(dir, name))));
  });
}

function parsePgm(data: Uint8Array): GrayPage {
  const header: string[] = [];
  let offset = 0;
  while (header.length < 4) {
    let token = '';
    while (data[offset] !== undefined && /\s/.test(String.fromCharCode(data[offset]!))) offset++;
    while (data[offset] !== undefined && !/\s/.test(String.fromCharCode(data[offset]!))) {
      token += String.fromCharCode(data[offset]!);
      offset++;
    }
    header.push(token);
  }
  const [magic, width, height] = header;
  if (magic !== 'P5') throw new Error(`Not a binary PGM: ${magic}`);
  return { width: Number(width), height: Number(height), pixels: data.subarray(offset + 1) };
}

/** The darkest pixel within `band` pixels of any edge (255 = blank paper). */
export function darkestEdgePixel(page: GrayPage, band: number): number {
  let darkest = 255;
  for (let y = 0; y < page.height; y++) {
    const edgeRow = y < band || y >= page.height - band;
    for (let x = 0; x < page.width; x++) {
      if (!edgeRow && x >= band && x < page.width - band) {
        x = page.width - band - 1;
        continue;
      }
      darkest = Math.min(darkest, page.pixels[y * page.width + x]!);
    }
  }
  return darkest;
}

/**
 * Share of the page inside solid ink: pixels darker than `threshold` whose whole `window` × `window`
 * square is inked too. Outlines and text are thinner than the window and count nothing; a filled
 * shape counts its inside.
 */
export function solidInkShare(page: GrayPage, window: number, threshold = 230): number {
  const { width, height, pixels } = page;
  // Prefix sums of inked pixels: any square's count in four look-ups.
  const sums = new Uint32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x]! < threshold ? 1 : 0;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const at = (x: number, y: number) => sums[y * (width + 1) + x]!;
  let solid = 0;
  for (let y = 0; y + window <= height; y++) {
    for (let x = 0; x + window <= width; x++) {
      const inked = at(x + window, y + window) - at(x, y + window) - at(x + window, y) + at(x, y);
      if (inked === window * window) solid++;
    }
  }
  return solid / (width * height);
}
