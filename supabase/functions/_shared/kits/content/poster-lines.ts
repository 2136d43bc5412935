/**
 * The words on each kit's posters and certificate, in English and beside them in Canadian French: part
 * of the paid kit, so they live with the server-only kit content and never reach the browser's bundle
 * (scripts/budget/paid-content.ts). French is written with plain spaces; posterLinesFor applies French
 * punctuation spacing.
 */

import { frenchTexts } from '../../domain/french-typography.ts';
import type { Locale } from '../../domain/locales.ts';
import type { KitPdfSlug } from '../../domain/kit-themes.ts';

export interface PosterLines {
  /** Short line under the title on the welcome poster. */
  tagline: string;
  /** Words of praise on the congratulations poster and the certificate. */
  cheer: string;
}

// Rows naming their kit (a typed slug), so the record below is built from references, not copies.
const rows: readonly ({ kit: KitPdfSlug } & Record<Locale, PosterLines>)[] = [
  {
    kit: 'easter-bunny',
    en: {
      tagline: 'The Easter Bunny left a trail of clues just for you!',
      cheer: 'You found the Easter surprise!',
    },
    fr: {
      tagline: 'Le lapin de Pâques a laissé une piste d’indices juste pour toi !',
      cheer: 'Tu as trouvé la surprise de Pâques !',
    },
  },
  {
    kit: 'cool-bunny',
    en: {
      tagline: 'Sunglasses on. The coolest hunt in town starts now!',
      cheer: 'Totally cool. You cracked every clue!',
    },
    fr: {
      tagline: 'Lunettes de soleil sur le nez : la chasse la plus cool du quartier commence !',
      cheer: 'Trop cool ! Tu as résolu tous les indices !',
    },
  },
  {
    kit: 'pirate-bunny',
    en: {
      tagline: 'Ahoy! Follow the map to Captain Bunny\u2019s treasure.',
      cheer: 'Shiver me timbers, you found the treasure!',
    },
    fr: {
      tagline: 'Ohé ! Suis la carte jusqu’au trésor du capitaine Lapin.',
      cheer: 'Mille sabords, tu as trouvé le trésor !',
    },
  },
  {
    kit: 'space-bunny',
    en: {
      tagline: 'Mission control calling: the moon rocks are missing!',
      cheer: 'Mission complete, space explorer!',
    },
    fr: {
      tagline: 'Ici la base : les roches lunaires ont disparu !',
      cheer: 'Mission accomplie, astronaute !',
    },
  },
  {
    kit: 'dino-bunny-hunt',
    en: {
      tagline: 'Stomp, stomp, ROAR! Track the dinosaur to the surprise.',
      cheer: 'ROAR-some! You tracked down every clue!',
    },
    fr: {
      tagline: 'Boum, boum, GRRRAOU ! Suis les traces du dinosaure jusqu’à la surprise.',
      cheer: 'Un rugissement de victoire ! Tu as trouvé tous les indices !',
    },
  },
  {
    kit: 'princess-fairytale',
    en: {
      tagline: 'A royal invitation: find the lost crown before the ball!',
      cheer: 'Hooray! The crown is found and the ball can begin!',
    },
    fr: {
      tagline: 'Une invitation royale : retrouve la couronne perdue avant le bal !',
      cheer: 'Hourra ! La couronne est retrouvée et le bal peut commencer !',
    },
  },
  {
    kit: 'mystery-detective',
    en: {
      tagline: 'Grab your magnifying glass. There is a case to crack!',
      cheer: 'Case closed! You are a super sleuth!',
    },
    fr: {
      tagline: 'Prends ta loupe : il y a une enquête à résoudre !',
      cheer: 'Affaire classée ! Quel flair de détective !',
    },
  },
  {
    kit: 'superhero-easter',
    en: {
      tagline: 'The eggs are in danger. Only a hero can save Easter!',
      cheer: 'Easter is saved, superhero!',
    },
    fr: {
      tagline: 'Les cocos sont en danger. Seul un héros peut sauver Pâques !',
      cheer: 'Bravo, superhéros : tu as sauvé Pâques !',
    },
  },
  {
    kit: 'farmyard-hunt',
    en: {
      tagline: 'Moo, oink, cluck! The farm animals hid the eggs.',
      cheer: 'Yee-haw! You found every egg on the farm!',
    },
    fr: {
      tagline: 'Meuh, groin, cot-cot ! Les animaux de la ferme ont caché les cocos.',
      cheer: 'Youpi ! Tu as trouvé tous les cocos de la ferme !',
    },
  },
];

/**
 * Every kit's lines by language and slug (scripts/budget/paid-content.test.ts checks each has its
 * own), the French with French punctuation spacing.
 */
export const posterLines = {
  en: Object.fromEntries(rows.map((row) => [row.kit, row.en])),
  fr: Object.fromEntries(rows.map((row) => [row.kit, frenchTexts(row.fr)])),
} as Readonly<Record<Locale, Readonly<Record<KitPdfSlug, PosterLines>>>>;

export function posterLinesFor(kit: KitPdfSlug, lang: Locale): PosterLines {
  return posterLines[lang][kit];
}
