import { digitalClueCardsText, kitAges, kitFacts, kitFactsIn, printedClueCardsText } from './kit-facts.ts';
import type { Locale } from './locales.ts';

// The facts live in kit-facts.ts (pages that only state them load no contents list); still exported here.
export { digitalClueCardsText, kitAges, kitFacts, kitFactsIn, printedClueCardsText };

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

const french = kitFactsIn.fr;

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
    facts: french,
    digitalClueCards: french.digitalClueCardsText,
    printedClueCards: french.printedClueCardsText,
    contents: [
      { title: 'Affiche de bienvenue', detail: 'Une affiche d’accueil pour lancer l’aventure.' },
      {
        title: 'Empreintes et décorations thématiques',
        detail: 'Un modèle d’empreintes et des décorations pour baliser le parcours.',
      },
      {
        title: 'Cartes-indices modifiables',
        detail: `${french.digitalClueCardsText} dans la trousse numérique, ${french.printedClueCardsText} dans la trousse imprimée.`,
      },
      {
        title: french.riddles,
        detail: 'Des énigmes prêtes à utiliser, des indices en images tout simples aux rimes plus corsées.',
      },
      {
        title: 'Affiche de félicitations et certificat',
        detail: 'Une grande finale et un certificat de réussite à garder en souvenir.',
      },
      {
        title: 'Instructions pour les parents',
        detail: `Une mise en place étape par étape en ${french.setupTime} environ, pour les ${french.ageRange}.`,
      },
    ],
  },
};
