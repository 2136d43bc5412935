import type { ClueTheme } from '../../domain/clue-request.ts';

/**
 * How each theme speaks in Québec French, to the child with « tu ». Titles are words a girl or a boy
 * can be called alike (« capitaine », « détective », « jeune mage »), since the form does not ask.
 * No line names a place: a clue names only the parent's.
 */
export interface FrenchThemeVoice {
  easyOpeners: readonly string[];
  addresses: readonly string[];
  riddleOpeners: readonly string[];
  /** How an LLM prompt describes the voice. */
  description: string;
}

export const frenchThemeVoices: Record<ClueTheme, FrenchThemeVoice> = {
  adventure: {
    easyOpeners: ['À l’aventure !', 'En route, capitaine !', 'C’est l’heure de l’aventure !'],
    addresses: ['Capitaine', 'Chef d’expédition'],
    riddleOpeners: ['Une devinette de la carte au trésor :', 'Le vieux capitaine pirate te demande :'],
    description: 'une chasse au trésor pleine d’aventure, avec une capitaine ou un capitaine intrépide',
  },
  mystery: {
    easyOpeners: ['Une nouvelle enquête !', 'Ouvre l’œil, détective !'],
    addresses: ['Détective', 'Super détective'],
    riddleOpeners: ['Détective, voici un mystère à résoudre :', 'Une devinette ultra secrète :'],
    description: 'une enquête de détective, amusante et sans danger',
  },
  fantasy: {
    easyOpeners: ['Une fée te chuchote :', 'C’est magique !'],
    addresses: ['Jeune mage', 'Petit dragon'],
    riddleOpeners: ['Le dragon te pose cette devinette :', 'Une devinette de la reine des fées :'],
    description: 'un monde de contes avec des fées, des mages et des dragons gentils',
  },
  nature: {
    easyOpeners: ['Un oiseau te chante :', 'Promenade en nature !'],
    addresses: ['Petit castor', 'Petite abeille'],
    riddleOpeners: ['Une devinette de la forêt :', 'Le vieux hibou te demande :'],
    description: 'une promenade en nature avec les animaux et les plantes',
  },
  science: {
    easyOpeners: ['Alerte au labo !', 'C’est l’heure de l’expérience !'],
    addresses: ['Jeune scientifique', 'Génie du labo'],
    riddleOpeners: [
      'Une devinette du labo, observe bien :',
      'Une devinette pour ton cerveau de scientifique :',
    ],
    description: 'une jeune ou un jeune scientifique qui fait des expériences amusantes',
  },
};
