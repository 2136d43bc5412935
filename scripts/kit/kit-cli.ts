/**
 * `npm run kit -- --kit <slug> [--paper letter|a4] [--ink color|bw] [--cards editable8|blank16]
 * [--child NAME] [--hunt FILE.json] [--date TEXT] --out FILE.pdf`
 *
 * Builds one kit PDF for the shop owner and the tests. Any problem with the arguments is one line on
 * stderr and exit code 2, and no file is written.
 */

import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { buildKitPdf } from '../../supabase/functions/_shared/kit-pdf/build-kit-pdf.ts';
import {
  type Checked,
  checkCardSet,
  checkChildName,
  checkInk,
  checkKitSlug,
  checkPaper,
  type KitHunt,
  type KitPdfOptions,
  parseKitHunt,
} from '../../supabase/functions/_shared/kit-pdf/kit-options.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';

class UsageError extends Error {}

function must<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new UsageError(checked.message);
  return checked.value;
}

async function readHunt(file: string): Promise<KitHunt> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new UsageError(`Cannot read hunt file "${file}".`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`Hunt file "${file}" does not parse as JSON: ${(error as Error).message}`);
  }
  return must(parseKitHunt(json));
}

export async function parseKitArgs(
  argv: readonly string[],
): Promise<{ options: KitPdfOptions; out: string }> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        kit: { type: 'string' },
        paper: { type: 'string', default: 'letter' },
        ink: { type: 'string', default: 'color' },
        cards: { type: 'string', default: 'editable8' },
        child: { type: 'string' },
        hunt: { type: 'string' },
        date: { type: 'string' },
        out: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
  if (!values.kit) throw new UsageError('Missing --kit <slug>.');
  if (!values.out) throw new UsageError('Missing --out FILE.pdf.');
  const options: KitPdfOptions = {
    kit: must(checkKitSlug(values.kit)),
    paper: must(checkPaper(values.paper)),
    ink: must(checkInk(values.ink)),
    cards: must(checkCardSet(values.cards)),
    childName: values.child === undefined ? undefined : must(checkChildName(values.child)),
    hunt: values.hunt === undefined ? undefined : await readHunt(values.hunt),
    date: values.date,
  };
  if (options.hunt?.childName && !options.childName) {
    options.childName = must(checkChildName(options.hunt.childName));
  }
  return { options, out: values.out };
}

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
