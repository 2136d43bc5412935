/**
 * A promise table (issue 29 §8, after scripts/kit/kit-promises.test.ts): each row is the words that
 * promise a parent something, in every language, and a check of the feature that keeps it. A text
 * that uses a row's words must be kept by its check; a text that uses a word of the `unkept` list
 * (features nobody built) fails outright; and a row that no text uses in some language fails too, so
 * a translation that dropped a promise, or a pattern that matches nothing, cannot pass unseen.
 */

import type { Locale } from '../../supabase/functions/_shared/domain/locales.ts';
import type { PromiseText, PromiseTopic } from './shop-promise-texts.ts';

export interface Promised {
  /** What the words promise, as a parent would say it. */
  what: string;
  /** The words that promise it in each language; a capture group hands a figure to `kept`. */
  phrase: Readonly<Record<Locale, RegExp>>;
  /** Texts about what this row checks: the kits and the shop, or the clue generator. */
  topic?: PromiseTopic;
  /** True while the shop keeps the promise, for a text in `locale` whose words matched as `match`. */
  kept: (locale: Locale, match: RegExpExecArray, text: string) => boolean;
}

/** Every broken promise in `texts`, one readable line each; empty when the table keeps them all. */
export function brokenPromises(
  texts: Readonly<Record<Locale, readonly PromiseText[]>>,
  table: readonly Promised[],
  unkept: Readonly<Record<Locale, RegExp>>,
): string[] {
  const broken: string[] = [];
  for (const [locale, list] of Object.entries(texts) as [Locale, readonly PromiseText[]][]) {
    for (const { where, text } of list) {
      const unknown = unkept[locale].exec(text);
      if (unknown) broken.push(`${locale} ${where}: "${unknown[0]}" promises what the shop does not have`);
    }
    for (const row of table) {
      let used = false;
      for (const { where, text, topic } of list) {
        if (topic !== (row.topic ?? 'kits')) continue;
        const match = row.phrase[locale].exec(text);
        if (!match) continue;
        used = true;
        if (!row.kept(locale, match, text))
          broken.push(`${locale} ${where}: "${match[0]}" — ${row.what}: not kept`);
      }
      if (!used)
        broken.push(
          `${locale}: no text says ${row.phrase[locale]} (${row.what}); fix the words or drop the row`,
        );
    }
  }
  return broken;
}
