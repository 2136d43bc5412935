/**
 * `npm run kit:previews`: renders each kit's preview pages (welcome poster, a clue-card page,
 * certificate) from the kit PDF itself with poppler's pdftoppm, into public/images/kit-previews/.
 * Run it after changing the kit art or layout and commit the images.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildKitPdf } from '../../supabase/functions/_shared/kit-pdf/build-kit-pdf.ts';
import {
  KIT_PREVIEW_DPI,
  kitPreviewOptions,
  kitPreviewPages,
  kitPreviewUrl,
} from '../../supabase/functions/_shared/kit-pdf/kit-previews.ts';
import { kitPdfSlugs } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';

const assets = await loadNodeKitAssets();
const work = mkdtempSync(join(tmpdir(), 'kit-previews-'));
mkdirSync('public/images/kit-previews', { recursive: true });
try {
  for (const slug of kitPdfSlugs) {
    const pdf = join(work, `${slug}.pdf`);
    writeFileSync(pdf, await buildKitPdf(kitPreviewOptions(slug), assets));
    for (const page of kitPreviewPages) {
      const prefix = join(work, `${slug}-${page.id}`);
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
      renameSync(`${prefix}.png`, join('public', kitPreviewUrl(slug, page.id)));
    }
    console.log(`kit:previews: ${slug}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
