/**
 * The two paper layouts. A4 is not Letter scaled: each has its own size, margins and type sizes, and
 * the pages flow their content into whatever height the paper gives (A4 fits more riddle lines).
 */

import type { KitPaper } from './kit-options.ts';

export interface PaperLayout {
  width: number;
  height: number;
  /** Printers cannot reach the outer quarter inch; nothing is drawn there. */
  safeEdge: number;
  /** The decorative frame sits here (its stroke stays clear of the safe edge). */
  frameInset: number;
  /** Text and art stay inside this margin. */
  margin: number;
  posterTitleSize: number;
  headingSize: number;
  bodySize: number;
  smallSize: number;
  /** Gap between clue cards, where the cut lines run. */
  cardGap: number;
}

const QUARTER_INCH = 18;

export const paperLayouts: Readonly<Record<KitPaper, PaperLayout>> = {
  letter: {
    width: 612,
    height: 792,
    safeEdge: QUARTER_INCH,
    frameInset: 30,
    margin: 54,
    posterTitleSize: 46,
    headingSize: 30,
    bodySize: 12.5,
    smallSize: 9.5,
    cardGap: 24,
  },
  a4: {
    width: 595.28,
    height: 841.89,
    safeEdge: QUARTER_INCH,
    frameInset: 28,
    margin: 50,
    posterTitleSize: 44,
    headingSize: 29,
    bodySize: 12,
    smallSize: 9.5,
    cardGap: 22,
  },
};
