/**
 * `npm run kit -- --kit <slug> [--paper letter|a4] [--ink color|bw] [--cards editable8|blank16]
 * [--child NAME] [--hunt FILE.json] [--date TEXT] [--lang en|fr] --out FILE.pdf`
 *
 * Builds one kit PDF for the shop owner and the tests, in English or Canadian French (`--lang fr`).
 * Any problem with the arguments is one line on stderr and exit code 2, and no file is written.
 */

import { writeFile } from 'node:fs/promises';

import { buildKitPdf } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import { parseKitArgs, UsageError } from './kit-args.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';

async function main(): Promise<void> {
  try {
    const { options, out } = await parseKitArgs(process.argv.slice(2));
    const bytes = await buildKitPdf(options, await loadNodeKitAssets());
    await writeFile(out, bytes);
    console.log(`Wrote ${out} (${bytes.length} bytes).`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`kit: ${error.message}`);
    process.exitCode = 2;
  }
}

await main();
