import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { kitPdfSlugs } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { riddlesForKit } from '../../supabase/functions/_shared/kit-content/kit-riddle-set.ts';
import { buildKitPdf } from '../../supabase/functions/_shared/kit-pdf/build-kit-pdf.ts';
import { loadNodeKitAssets } from '../kit/node-kit-assets.ts';
import { pdfPageTexts } from '../kit/poppler.ts';
import { findPaidContent, paidPageTexts, paidTexts } from './paid-content.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'paid-content-'));
  mkdirSync(join(dist, 'assets'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const riddles = kitPdfSlugs.flatMap(riddlesForKit);

describe('findPaidContent', () => {
  it('finds a riddle in a minified chunk, even with its apostrophes escaped, and names the file', () => {
    const riddle = riddles.find((entry) => /['\u2019]/.test(entry.text))!;
    const minified = JSON.stringify(riddle.text)
      .replace(/\u2019/g, '\\u2019')
      .replace(/'/g, "\\'");
    writeFileSync(join(dist, 'assets', 'print-abc123.js'), `const e=[${minified}];export{e as r};`);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Adventure Clue Kits</title>');
    expect(findPaidContent(dist)).toEqual([
      { what: `riddle (${riddle.kit})`, text: riddle.text, file: 'assets/print-abc123.js' },
    ]);
  });

  it('finds the certificate words in a prerendered page and passes a clean build', () => {
    writeFileSync(join(dist, 'assets', 'app.js'), 'export const title="Plan a Whole Hunt";');
    expect(findPaidContent(dist)).toEqual([]);
    writeFileSync(join(dist, 'kit.html'), '<p>This certificate is proudly presented to</p>');
    expect(findPaidContent(dist).map((found) => found.what)).toEqual(['certificate']);
  });
});

describe('paidTexts', () => {
  it('lists every riddle of every kit and each kit’s poster lines', () => {
    const texts = paidTexts();
    for (const riddle of riddles)
      expect(texts).toContainEqual({ what: `riddle (${riddle.kit})`, text: riddle.text });
    for (const kit of kitPdfSlugs) {
      expect(texts.filter((text) => text.what.endsWith(`poster (${kit})`))).toHaveLength(2);
    }
  });

  it('lists words the kit really prints: its pages’ and its own poster lines', async () => {
    const bytes = await buildKitPdf(
      { kit: 'pirate-bunny', paper: 'letter', ink: 'color', cards: 'editable8' },
      await loadNodeKitAssets(),
    );
    const text = pdfPageTexts(bytes).join(' ');
    const pirateLines = paidTexts().filter((entry) => entry.what.endsWith('poster (pirate-bunny)'));
    for (const { text: words } of [...paidPageTexts, ...pirateLines]) expect(text).toContain(words);
  }, 60_000);
});
