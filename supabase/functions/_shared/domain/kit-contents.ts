/** The ages every kit is made for (spec: 3-14). */
export const kitAges = { min: 3, max: 14 } as const;

const riddleCount = '200+';

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

/** What every kit holds, in the order a parent unpacks it. */
export const kitContents: readonly { title: string; detail: string }[] = [
  { title: 'Welcome poster', detail: 'A greetings poster that kicks off the adventure.' },
  {
    title: 'Themed footprints & decorations',
    detail: 'A footprint template and decorations to mark the trail.',
  },
  {
    title: 'Editable clue cards',
    detail: `${digitalClueCardsText} in the digital kit, ${printedClueCardsText} in the printed kit.`,
  },
  { title: kitFacts.riddles, detail: 'Ready-to-use riddles from easy picture clues to tricky rhymes.' },
  {
    title: 'Congratulations poster & certificate',
    detail: 'A big finish and a success certificate to keep.',
  },
  {
    title: 'Parent instructions',
    detail: `Step-by-step setup in about ${kitFacts.setupTime}, for ages ${kitFacts.ageRange}.`,
  },
];
