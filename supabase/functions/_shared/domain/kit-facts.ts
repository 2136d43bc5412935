import type { Locale } from './locales.ts';

/** The ages every kit is made for (spec: 3-14). */
export const kitAges = { min: 3, max: 14 } as const;

/** The fewest riddles a kit prints: English says "200+", French « 200 énigmes et plus ». */
const riddleMinimum = 200;
const riddleCount = `${riddleMinimum}+`;

/** One figure per fact (issue 5): every page that describes a kit reads these, never its own numbers. */
export const kitFacts = {
  riddleCount,
  riddles: `${riddleCount} pre-made riddles`,
  digitalClueCards: 8,
  printedClueCards: 16,
  ageRange: `${kitAges.min}-${kitAges.max}`,
  setupTime: '15-30 minutes',
} as const;

export const digitalClueCardsText = `${kitFacts.digitalClueCards} editable clue cards`;
export const printedClueCardsText = `${kitFacts.printedClueCards} blank clue cards`;

/** The facts in each language, figure for figure: what a page that only states them needs (not the contents list). */
export const kitFactsIn: Readonly<
  Record<
    Locale,
    {
      riddles: string;
      ageRange: string;
      setupTime: string;
      /** "8 editable clue cards", "16 blank clue cards". */
      digitalClueCardsText: string;
      printedClueCardsText: string;
    }
  >
> = {
  en: { ...kitFacts, digitalClueCardsText, printedClueCardsText },
  // Canadian French (issue 20 §1).
  fr: {
    // Starts with the figure, as the English does: it opens a list item and sits mid-sentence alike.
    riddles: `${riddleMinimum} énigmes et plus, toutes prêtes`,
    ageRange: `${kitAges.min} à ${kitAges.max} ans`,
    setupTime: '15 à 30 minutes',
    digitalClueCardsText: `${kitFacts.digitalClueCards} cartes-indices modifiables`,
    printedClueCardsText: `${kitFacts.printedClueCards} cartes-indices vierges`,
  },
};
