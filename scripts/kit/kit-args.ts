/**
 * The arguments of `npm run kit` (see kit-cli.ts): checked one by one, each problem a UsageError whose
 * message is the one line the command prints. Apart from the command so tests can call it in-process.
 */

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import {
  type Checked,
  checkCardSet,
  checkChildName,
  checkInk,
  checkKitSlug,
  checkLang,
  checkPaper,
  type KitHunt,
  type KitPdfOptions,
  parseKitHunt,
} from '../../supabase/functions/_shared/kits/pdf/kit-options.ts';

export class UsageError extends Error {}

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
        lang: { type: 'string', default: 'en' },
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
    lang: must(checkLang(values.lang)),
  };
  if (options.hunt?.childName && !options.childName) {
    options.childName = must(checkChildName(options.hunt.childName));
  }
  return { options, out: values.out };
}
