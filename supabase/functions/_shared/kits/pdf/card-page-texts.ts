/**
 * The words of the pages a hunt is printed on (card-pages.ts: hiding plan, clue cards, picture cards)
 * and of every page's footer, in each language the kits are printed in. The browser's "Print as cards"
 * uses them too, so nothing paid lives here. French strings go through frenchTypography.
 */

import { frenchTexts, frenchTypography } from '../../domain/french-typography.ts';
import type { Locale } from '../../domain/locales.ts';

export interface CardPageTexts {
  hidingPlan: {
    footer: string;
    heading: (childName?: string) => string;
    /** Above a hunt's filled plan, after its title. */
    huntLead: string;
    blankLead: string;
    columns: readonly [card: string, hideAt: string, leadsTo: string];
    handTo: (childName?: string) => string;
  };
  clueCards: {
    footer: (page: number, pages: number) => string;
    cutLines: string;
    card: (number: number) => string;
    hideAt: (place: string) => string;
  };
  pictureCards: {
    footer: (page: number, pages: number) => string;
    header: string;
  };
  document: {
    /** The PDF's title: the kit (or hunt) made for a child. */
    forChild: (title: string, childName: string) => string;
    cardsOnly: (title: string) => string;
    huntCardsSubject: (title: string, huntTitle?: string) => string;
  };
}

const en: CardPageTexts = {
  hidingPlan: {
    footer: 'Hiding plan',
    heading: (childName) => (childName ? `${childName}\u2019s Hiding Plan` : 'Hiding Plan'),
    huntLead: 'Hide each card at its spot; it leads your hunter to the next one.',
    blankLead:
      'Write down where each card hides and where its clue leads. Card 1 is usually handed to your hunter to start.',
    columns: ['Card', 'Where to hide it', 'It leads to'],
    handTo: (childName) => `Hand it to ${childName ?? 'your child'} to start`,
  },
  clueCards: {
    footer: (page, pages) => `Clue cards ${page} of ${pages}`,
    cutLines: 'Cut along the dashed lines',
    card: (number) => `Clue ${number}`,
    hideAt: (place) => `Hide at: ${place}`,
  },
  pictureCards: {
    footer: (page, pages) => `Picture cards ${page} of ${pages}`,
    header: 'Picture cards for ages 3\u20136: cut along the dashed lines',
  },
  document: {
    forChild: (title, childName) => `${childName}\u2019s ${title}`,
    cardsOnly: (title) => `${title}: clue cards`,
    huntCardsSubject: (title, huntTitle) => `${title}: clue cards for ${huntTitle ?? 'your hunt'}`,
  },
};

const fr: CardPageTexts = {
  hidingPlan: {
    footer: 'Plan des cachettes',
    heading: (childName) => (childName ? `Plan des cachettes de ${childName}` : 'Plan des cachettes'),
    ...frenchTexts({
      huntLead: 'Cachez chaque carte à son endroit; elle mène l’enfant à la suivante.',
      blankLead:
        'Notez où chaque carte est cachée et où mène son indice. La carte 1 est habituellement remise à l’enfant pour commencer.',
    }),
    columns: ['Carte', 'Où la cacher', 'Elle mène à'],
    handTo: (childName) => `À remettre à ${childName ?? 'votre enfant'} pour commencer`,
  },
  clueCards: {
    footer: (page, pages) => `Cartes-indices ${page} sur ${pages}`,
    cutLines: 'Découpez le long des pointillés',
    card: (number) => `Indice ${number}`,
    hideAt: (place) => frenchTypography(`Cachette : ${place}`),
  },
  pictureCards: {
    footer: (page, pages) => `Cartes illustrées ${page} sur ${pages}`,
    header: frenchTypography('Cartes illustrées pour les 3 à 6 ans : découpez le long des pointillés'),
  },
  document: {
    forChild: (title, childName) => `${title} pour ${childName}`,
    cardsOnly: (title) => frenchTypography(`${title} : cartes-indices`),
    huntCardsSubject: (title, huntTitle) =>
      frenchTypography(`${title} : cartes-indices pour ${huntTitle ?? 'votre chasse'}`),
  },
};

export const cardPageTexts: Readonly<Record<Locale, CardPageTexts>> = { en, fr };
