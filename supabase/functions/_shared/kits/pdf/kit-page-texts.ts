/**
 * The words of the kit's own pages (kit-pages.ts: posters, instructions, footprints, decorations,
 * certificate, riddle pages) in each language the kits are printed in. Part of the paid kit: built
 * only on the server, never imported by the browser (scripts/budget/paid-content.ts). French strings
 * go through frenchTypography (no-break spaces before : ; ! ? and inside « »).
 */

import { frenchTexts, frenchTypography } from '../../domain/french-typography.ts';
import type { Locale } from '../../domain/locales.ts';
import { unsafePlaceGroupIds, unsafePlaceGroupLabels } from '../../domain/safe-places.ts';

/** Every group of places a card must never go (domain/safe-places.ts), as one list: "a; b; …; or z". */
function neverHideList(locale: Locale, or: string): string {
  const labels = unsafePlaceGroupIds.map((group) => unsafePlaceGroupLabels[locale][group]);
  return `${labels.slice(0, -1).join('; ')}; ${or} ${labels.at(-1)}`;
}

export interface InstructionSection {
  title: string;
  lines: readonly string[];
}

export interface KitPageTexts {
  welcome: {
    footer: string;
    /** The small line above the big title. */
    lead: string;
    /** The big title: the kit's name, or the child's adventure. */
    title: (kitTitle: string, childName?: string) => string;
    begin: string;
  };
  instructions: {
    footer: string;
    heading: string;
    sections: (childName?: string) => readonly InstructionSection[];
  };
  footprints: { footer: string; heading: string; howTo: string };
  decorations: { footer: string; heading: string; howTo: string };
  congratulations: { footer: string; heading: string; child: (childName: string) => string; didIt: string };
  certificate: {
    footer: string;
    heading: string;
    presentedTo: string;
    forCompleting: string;
    /** The kit's name as the line under "for completing" prints it. */
    kitLine: (kitTitle: string) => string;
    date: string;
    signed: string;
  };
  riddles: {
    footer: string;
    heading: string;
    howTo: string;
    continued: (bandLabel: string) => string;
    hideIt: (answer: string) => string;
  };
  /** The PDF's subject line. */
  subject: (kitTitle: string) => string;
}

const en: KitPageTexts = {
  welcome: {
    footer: 'Welcome poster',
    lead: 'Welcome to',
    title: (kitTitle, childName) => (childName ? `${childName}\u2019s Adventure` : kitTitle),
    begin: 'Find clue number 1 to begin!',
  },
  instructions: {
    footer: 'Parent instructions',
    heading: 'Parent Instructions',
    sections: (childName) => [
      {
        title: 'Before you start (15\u201330 minutes)',
        lines: [
          'Print the kit at home in colour or black and white, or at a print shop. Cut out the clue cards along the dashed lines, and the footprints and decorations if you use them.',
          'Fill in the hiding plan first: decide the treasure spot, then work backwards so each card sends your child to the place where the next card waits.',
          'Write or type a clue on each card (the editable cards can be typed into in any PDF reader before printing), or pick one from the bonus riddles at the back.',
        ],
      },
      {
        title: 'Hiding the cards',
        lines: [
          'Hand card 1 to your child, or tape it under the welcome poster. Hide every other card where the previous card points.',
          'Leave a corner of each card showing for younger hunters; tuck them further away for older ones. Put the footprints down to show the way between clues.',
          'Hide the surprise at the last spot, with the congratulations poster beside it, and keep the certificate ready to sign.',
        ],
      },
      {
        title: 'Ages 3\u201314',
        lines: [
          'Ages 3\u20136: use the picture cards at the back as clues (each card shows the next spot) and read any words aloud. Ages 6\u20138: simple riddles they can read. Ages 8\u201314: rhyming riddles, more cards and trickier spots.',
          'Mixed ages? Let the older children read clues to the younger ones.',
        ],
      },
      {
        title: 'Safety first',
        lines: [
          `Hide cards only where your child can reach them from the floor, and never ${neverHideList('en', 'or')}.`,
          'Keep outdoor hunts within a fenced area you can see. Keep small treats away from children under 3, and check for allergies before hiding food.',
          `Stay nearby, count the cards back in at the end, and have fun${childName ? ` with ${childName}` : ''}!`,
        ],
      },
    ],
  },
  footprints: {
    footer: 'Footprints',
    heading: 'Follow the Footprints',
    howTo: 'Cut out the footprints and lay them on the floor between hiding places to show the way.',
  },
  decorations: {
    footer: 'Decorations',
    heading: 'Decorations',
    howTo: 'Cut out and colour in, then tape them up around the house or stick them on the treasure.',
  },
  congratulations: {
    footer: 'Congratulations poster',
    heading: 'Congratulations',
    child: (childName) => `${childName}!`,
    didIt: 'You did it!',
  },
  certificate: {
    footer: 'Certificate',
    heading: 'Certificate of Success',
    presentedTo: 'This certificate is proudly presented to',
    forCompleting: 'for completing the',
    kitLine: (kitTitle) => kitTitle,
    date: 'Date',
    signed: 'Signed',
  },
  riddles: {
    footer: 'Bonus riddles',
    heading: 'Bonus Riddles',
    howTo: 'Copy a riddle onto a clue card, and hide the card where it says.',
    continued: (label) => `${label} (continued)`,
    hideIt: (answer) => `Hide it: ${answer}`,
  },
  subject: (kitTitle) => `${kitTitle}: printable scavenger-hunt kit`,
};

/** « la Chasse… », « l’Enquête… »: every kit's French name is feminine. */
const withArticle = (kitTitle: string) =>
  /^[aeiouyàâéèêîôû]/i.test(kitTitle) ? `l\u2019${kitTitle}` : `la ${kitTitle}`;

const fr: KitPageTexts = {
  welcome: {
    footer: 'Affiche de bienvenue',
    lead: 'Bienvenue dans',
    title: (kitTitle, childName) => (childName ? `l\u2019aventure de ${childName}` : withArticle(kitTitle)),
    begin: frenchTypography('Trouve l’indice numéro 1 pour commencer !'),
  },
  instructions: {
    footer: 'Instructions pour les parents',
    heading: 'Instructions pour les parents',
    sections: (childName) =>
      frenchTexts([
        {
          title: 'Avant de commencer (15 à 30 minutes)',
          lines: [
            'Imprimez la trousse à la maison, en couleur ou en noir et blanc, ou dans un centre d’impression. Découpez les cartes-indices le long des pointillés, ainsi que les empreintes et les décorations si vous les utilisez.',
            'Remplissez d’abord le plan des cachettes : choisissez l’endroit du trésor, puis remontez le parcours à l’envers pour que chaque carte envoie votre enfant là où la suivante l’attend.',
            'Écrivez ou tapez un indice sur chaque carte (les cartes modifiables se remplissent dans n’importe quel lecteur PDF avant l’impression), ou choisissez une des devinettes en prime, à la fin.',
          ],
        },
        {
          title: 'Cacher les cartes',
          lines: [
            'Donnez la carte 1 à votre enfant, ou collez-la sous l’affiche de bienvenue. Cachez chaque autre carte à l’endroit indiqué par la carte précédente.',
            'Laissez dépasser un coin de chaque carte pour les plus jeunes; cachez-les plus loin pour les plus grands. Posez les empreintes au sol pour montrer le chemin d’un indice à l’autre.',
            'Cachez la surprise au dernier endroit, avec l’affiche de félicitations à côté, et gardez le certificat prêt à signer.',
          ],
        },
        {
          title: 'De 3 à 14 ans',
          lines: [
            'De 3 à 6 ans : utilisez les cartes illustrées à la fin comme indices (chaque carte montre le prochain endroit) et lisez les mots à voix haute. De 6 à 8 ans : des devinettes simples qu’ils peuvent lire. De 8 à 14 ans : des devinettes en rimes, plus de cartes et des cachettes plus difficiles.',
            'Des enfants de différents âges ? Laissez les plus grands lire les indices aux plus petits.',
          ],
        },
        {
          title: 'La sécurité d’abord',
          lines: [
            `Cachez les cartes seulement là où votre enfant peut les atteindre sans grimper, et jamais ${neverHideList('fr', 'ni')}.`,
            'Pour une chasse à l’extérieur, restez dans un espace clôturé que vous voyez. Gardez les petites gâteries loin des enfants de moins de 3 ans, et vérifiez les allergies avant de cacher de la nourriture.',
            `Restez à proximité, comptez les cartes à la fin et amusez-vous bien${childName ? ` avec ${childName}` : ''} !`,
          ],
        },
      ]),
  },
  footprints: {
    footer: 'Empreintes',
    heading: 'Suis les empreintes',
    howTo: 'Découpez les empreintes et posez-les au sol entre les cachettes pour montrer le chemin.',
  },
  decorations: {
    footer: 'Décorations',
    heading: 'Décorations',
    howTo: 'Découpez-les et coloriez-les, puis collez-les dans la maison ou sur le trésor.',
  },
  congratulations: {
    footer: 'Affiche de félicitations',
    heading: 'Félicitations',
    child: (childName) => frenchTypography(`${childName} !`),
    didIt: frenchTypography('Tu as réussi !'),
  },
  certificate: {
    footer: 'Certificat',
    heading: 'Certificat de réussite',
    presentedTo: 'Ce certificat est décerné à',
    forCompleting: 'pour avoir terminé',
    kitLine: withArticle,
    date: 'Date',
    signed: 'Signature',
  },
  riddles: {
    footer: 'Devinettes en prime',
    heading: 'Devinettes en prime',
    howTo: 'Recopiez une devinette sur une carte-indice, puis cachez la carte à l’endroit indiqué.',
    continued: (label) => `${label} (suite)`,
    hideIt: (answer) => frenchTypography(`Cachette : ${answer}`),
  },
  subject: (kitTitle) => frenchTypography(`${kitTitle} : trousse de chasse au trésor à imprimer`),
};

export const kitPageTexts: Readonly<Record<Locale, KitPageTexts>> = { en, fr };
