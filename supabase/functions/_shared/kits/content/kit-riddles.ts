/**
 * Each kit's own riddles, hand-written in its theme: the first of the 200+ a kit prints (see
 * kit-riddle-set.ts). Paid content: imported only by the server-side kit builder.
 */

import type { RiddleBand } from '../../domain/riddle-bands.ts';
import type { KitPdfSlug } from '../../domain/kit-themes.ts';
import riddles from './kit-riddles.json' with { type: 'json' };

export interface Riddle {
  /** The kit's slug. */
  kit: string;
  band: RiddleBand;
  text: string;
  /** Where to hide the card: a place found in most homes ("in the fridge"). */
  answer: string;
}

export type OwnRiddle = readonly [RiddleBand, string, string];

export interface KitOwnRiddles {
  kit: KitPdfSlug;
  /** Short openers in the kit's voice for the riddles every kit shares (see kit-riddle-set.ts). */
  openers: readonly string[];
  riddles: readonly OwnRiddle[];
}

/**
 * Each kit's own riddles (kit-riddles.json). JSON knows no tuples, so the compiler cannot see that a
 * riddle is [band, text, answer]; content-banks.test.ts checks it does.
 */
export const kitOwnRiddles = riddles as unknown as readonly KitOwnRiddles[];
