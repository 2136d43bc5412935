import type { Locale } from './locales.ts';

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

/** The same facts in Canadian French (issue 20 §1), figure for figure. */
export const kitFactsFr = {
  riddleCount,
  riddles: `${riddleCount} énigmes toutes prêtes`,
  digitalClueCards: kitFacts.digitalClueCards,
  printedClueCards: kitFacts.printedClueCards,
  ageRange: `${kitAges.min} à ${kitAges.max} ans`,
  setupTime: '15 à 30 minutes',
} as const;

export const digitalClueCardsTextFr = `${kitFactsFr.digitalClueCards} cartes-indices modifiables`;
export const printedClueCardsTextFr = `${kitFactsFr.printedClueCards} cartes-indices vierges`;

export const kitContentsFr: readonly { title: string; detail: string }[] = [
  { title: 'Affiche de bienvenue', detail: 'Une affiche d’accueil pour lancer l’aventure.' },
  {
    title: 'Empreintes et décorations thématiques',
    detail: 'Un modèle d’empreintes et des décorations pour baliser le parcours.',
  },
  {
    title: 'Cartes-indices modifiables',
    detail: `${digitalClueCardsTextFr} dans la trousse numérique, ${printedClueCardsTextFr} dans la trousse imprimée.`,
  },
  {
    title: kitFactsFr.riddles,
    detail: 'Des énigmes prêtes à utiliser, des indices en images tout simples aux rimes plus corsées.',
  },
  {
    title: 'Affiche de félicitations et certificat',
    detail: 'Une grande finale et un certificat de réussite à garder en souvenir.',
  },
  {
    title: 'Instructions pour les parents',
    detail: `Une mise en place étape par étape en ${kitFactsFr.setupTime} environ, pour les ${kitFactsFr.ageRange}.`,
  },
];

/** Each language's facts, card texts and contents list, for pages that show them in their own language. */
export const kitContentsIn: Readonly<
  Record<
    Locale,
    {
      facts: { riddles: string; ageRange: string; setupTime: string };
      digitalClueCards: string;
      printedClueCards: string;
      contents: readonly { title: string; detail: string }[];
    }
  >
> = {
  en: {
    facts: kitFacts,
    digitalClueCards: digitalClueCardsText,
    printedClueCards: printedClueCardsText,
    contents: kitContents,
  },
  fr: {
    facts: kitFactsFr,
    digitalClueCards: digitalClueCardsTextFr,
    printedClueCards: printedClueCardsTextFr,
    contents: kitContentsFr,
  },
};
