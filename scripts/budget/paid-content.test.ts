import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { kitPdfSlugs } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { riddlesForKit } from '../../supabase/functions/_shared/kits/content/kit-riddle-set.ts';
import { buildKitPdf } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import { loadNodeKitAssets } from '../kit/node-kit-assets.ts';
import { pdfPageTexts } from '../kit/poppler.ts';
import { findPaidContent, paidPageTexts, paidTexts } from './paid-content.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'paid-content-'));
  mkdirSync(join(dist, 'assets'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const riddles = kitPdfSlugs.flatMap((kit) => riddlesForKit(kit));
const frenchRiddles = kitPdfSlugs.flatMap((kit) => riddlesForKit(kit, 'fr'));

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
  it('lists every riddle of every kit and each kit’s poster lines, in English and in French', () => {
    const texts = paidTexts();
    // A set of keys: 4,000 deep comparisons against 4,000 entries would take half a minute.
    const listed = new Set(texts.map((text) => `${text.what}\n${text.text}`));
    const missing = [
      ...riddles.map((riddle) => `riddle (${riddle.kit})\n${riddle.text}`),
      ...frenchRiddles.map((riddle) => `riddle (${riddle.kit}, fr)\n${riddle.text}`),
    ].filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
    for (const kit of kitPdfSlugs) {
      expect(texts.filter((text) => text.what.endsWith(`poster (${kit})`))).toHaveLength(2);
      expect(texts.filter((text) => text.what.endsWith(`poster (${kit}, fr)`))).toHaveLength(2);
    }
  });

  it('finds a French riddle in a bundle, its no-break spaces escaped', () => {
    const riddle = frenchRiddles.find((entry) => entry.text.includes('\u202F'))!;
    const escaped = JSON.stringify(riddle.text)
      .replace(/\u202F/g, '\\u202f')
      .replace(/\u2019/g, '\\u2019');
    writeFileSync(join(dist, 'assets', 'chunk.js'), `const r=${escaped};`);
    expect(findPaidContent(dist).map((found) => found.what)).toContain(`riddle (${riddle.kit}, fr)`);
  });

  it('lists words the kit really prints: its pages’ and its own poster lines', async () => {
    const bytes = await buildKitPdf(
      { kit: 'pirate-bunny', paper: 'letter', ink: 'color', cards: 'editable8' },
      await loadNodeKitAssets(),
    );
    const text = pdfPageTexts(bytes).join(' ');
    const pirateLines = paidTexts().filter((entry) => entry.what.endsWith('poster (pirate-bunny)'));
    const english = paidPageTexts.filter((entry) => !entry.what.endsWith('(fr)'));
    for (const { text: words } of [...english, ...pirateLines]) expect(text).toContain(words);
  }, 60_000);
});
