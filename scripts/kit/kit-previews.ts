/**
 * `npm run kit:previews`: renders each kit's preview pages (welcome poster, a clue-card page,
 * certificate) from the kit PDF itself, in English and French, with poppler's pdftoppm, into
 * public/images/kit-previews/.
 * Run it after changing the kit art or layout and commit the images.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildKitPdf } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import { type KitPdfSlug, kitPdfSlugs } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { riddlesForKit } from '../../supabase/functions/_shared/kits/content/kit-riddle-set.ts';
import type { KitPdfOptions } from '../../supabase/functions/_shared/kits/pdf/kit-options.ts';
import {
  KIT_PREVIEW_DPI,
  KIT_PREVIEW_SAMPLE_NAME,
  kitPreviewPages,
  kitPreviewUrl,
} from '../../supabase/functions/_shared/kits/pdf/kit-previews.ts';
import { locales, type Locale } from '../../supabase/functions/_shared/domain/locales.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';

/** The sample name and four of the kit's own riddles as a hunt, so the card page shows real clues. */
function previewOptions(slug: KitPdfSlug, lang: Locale): KitPdfOptions {
  const riddles = riddlesForKit(slug, lang).filter((riddle) => riddle.band === '6-8');
  return {
    kit: slug,
    lang,
    paper: 'letter',
    ink: 'color',
    cards: 'editable8',
    childName: KIT_PREVIEW_SAMPLE_NAME,
    hunt: {
      clues: riddles.slice(0, 4).map((riddle, index) => ({
        number: index + 1,
        text: riddle.text,
        hideAt: index === 0 ? null : riddles[index - 1]!.answer,
        leadsTo: riddle.answer,
      })),
    },
  };
}

const assets = await loadNodeKitAssets();
const work = mkdtempSync(join(tmpdir(), 'kit-previews-'));
mkdirSync('public/images/kit-previews', { recursive: true });
try {
  for (const [slug, lang] of kitPdfSlugs.flatMap((kit) => locales.map((locale) => [kit, locale] as const))) {
    const pdf = join(work, `${slug}-${lang}.pdf`);
    writeFileSync(pdf, await buildKitPdf(previewOptions(slug, lang), assets));
    for (const page of kitPreviewPages) {
      const prefix = join(work, `${slug}-${lang}-${page.id}`);
      const n = String(page.pageNumber);
      execFileSync('pdftoppm', [
        '-f',
        n,
        '-l',
        n,
        '-r',
        String(KIT_PREVIEW_DPI),
        '-png',
        '-singlefile',
        pdf,
        prefix,
      ]);
      renameSync(`${prefix}.png`, join('public', kitPreviewUrl(slug, page.id, lang)));
    }
    console.log(`kit:previews: ${slug} (${lang})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
