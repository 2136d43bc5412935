/**
 * The fact a kit's clue cards carry at every stop, where its description promises one: a planet fact
 * for Space Bunny Mission, a fossil fact for Dino Bunny Hunt. True, short and for children (checked
 * against NASA's and museums' pages for young readers), each with its Canadian French beside it.
 * Paid content: the server's kit builder only.
 */

import { typographyIn } from '../../domain/french-typography.ts';
import type { Locale } from '../../domain/locales.ts';
import type { KitPdfSlug } from '../../domain/kit-themes.ts';

type InEachLanguage = Readonly<Record<Locale, string>>;

interface CardFactRows {
  kit: KitPdfSlug;
  /** The label before each fact on the card ("Planet fact"). */
  label: InEachLanguage;
  /** At least 16 (a kit's largest card set); a longer hunt starts again from the first. */
  facts: readonly InEachLanguage[];
}

export interface CardFacts {
  kit: KitPdfSlug;
  label: string;
  facts: readonly string[];
  /** The line a card prints: the label, then the fact. */
  line: (fact: string) => string;
}

const rows: readonly CardFactRows[] = [
  {
    kit: 'space-bunny',
    label: { en: 'Planet fact', fr: 'Planètes' },
    facts: [
      {
        en: 'Jupiter is so big that all the other planets could fit inside it.',
        fr: 'Jupiter est si grosse que toutes les autres planètes pourraient tenir dedans.',
      },
      {
        en: 'A day on Venus is longer than its whole year.',
        fr: 'Sur Vénus, une journée dure plus longtemps qu’une année entière.',
      },
      {
        en: 'Mars looks red because its dust is full of rust.',
        fr: 'Mars est rouge parce que sa poussière est pleine de rouille.',
      },
      {
        en: 'Saturn’s rings are made of ice and rock, some pieces as small as grains of sand.',
        fr: 'Les anneaux de Saturne sont faits de glace et de roche; certains morceaux sont aussi petits que des grains de sable.',
      },
      {
        en: 'Mercury is the planet closest to the Sun, and it has almost no air.',
        fr: 'Mercure est la planète la plus proche du Soleil, et elle n’a presque pas d’air.',
      },
      {
        en: 'Neptune has the fastest winds of any planet we know.',
        fr: 'Neptune a les vents les plus rapides de toutes les planètes connues.',
      },
      {
        en: 'Uranus spins on its side, like a ball rolling around the Sun.',
        fr: 'Uranus tourne couchée sur le côté, comme une balle qui roule autour du Soleil.',
      },
      {
        en: 'Earth is the only planet we know with oceans of liquid water.',
        fr: 'La Terre est la seule planète connue qui a des océans d’eau liquide.',
      },
      {
        en: 'Olympus Mons on Mars is the tallest volcano in the solar system.',
        fr: 'Le mont Olympe, sur Mars, est le plus haut volcan du système solaire.',
      },
      {
        en: 'Jupiter’s Great Red Spot is a giant storm bigger than Earth.',
        fr: 'La Grande Tache rouge de Jupiter est une tempête géante plus grande que la Terre.',
      },
      {
        en: 'Saturn is so light for its size that it would float in a giant glass of water.',
        fr: 'Saturne est si légère pour sa taille qu’elle flotterait dans un verre d’eau géant.',
      },
      {
        en: 'Venus is the hottest planet, even hotter than Mercury.',
        fr: 'Vénus est la planète la plus chaude, encore plus chaude que Mercure.',
      },
      {
        en: 'Pluto is a dwarf planet, smaller than our Moon.',
        fr: 'Pluton est une planète naine, plus petite que notre Lune.',
      },
      {
        en: 'One year on Neptune lasts about 165 Earth years.',
        fr: 'Une année sur Neptune dure environ 165 années terrestres.',
      },
      {
        en: 'Mars has two small moons, called Phobos and Deimos.',
        fr: 'Mars a deux petites lunes, qui s’appellent Phobos et Déimos.',
      },
      {
        en: 'Earth is the third planet from the Sun.',
        fr: 'La Terre est la troisième planète en partant du Soleil.',
      },
    ],
  },
  {
    kit: 'dino-bunny-hunt',
    label: { en: 'Fossil fact', fr: 'Fossiles' },
    facts: [
      {
        en: 'A fossil is what is left of a living thing, turned to stone over millions of years.',
        fr: 'Un fossile, c’est ce qui reste d’un être vivant, changé en pierre pendant des millions d’années.',
      },
      {
        en: 'Some fossils are footprints: they show how dinosaurs walked.',
        fr: 'Certains fossiles sont des empreintes de pas : ils montrent comment marchaient les dinosaures.',
      },
      {
        en: 'Scientists who study fossils are called paleontologists.',
        fr: 'Les scientifiques qui étudient les fossiles s’appellent des paléontologues.',
      },
      {
        en: 'Tyrannosaurus rex had teeth as long as a banana.',
        fr: 'Le tyrannosaure avait des dents aussi longues qu’une banane.',
      },
      {
        en: 'Dinosaurs lived on Earth for more than 150 million years.',
        fr: 'Les dinosaures ont vécu sur la Terre pendant plus de 150 millions d’années.',
      },
      {
        en: 'Birds are living dinosaurs: they came from small feathered dinosaurs.',
        fr: 'Les oiseaux sont des dinosaures vivants : ils descendent de petits dinosaures à plumes.',
      },
      {
        en: 'Some dinosaurs laid eggs in nests, and fossil eggs have been found.',
        fr: 'Certains dinosaures pondaient leurs œufs dans des nids, et on a trouvé des œufs fossiles.',
      },
      {
        en: 'Triceratops had three horns on its face and a big bony frill.',
        fr: 'Le tricératops avait trois cornes sur la tête et une grande collerette en os.',
      },
      {
        en: 'Argentinosaurus was one of the biggest animals ever to walk on land.',
        fr: 'L’argentinosaure est l’un des plus gros animaux qui aient jamais marché sur la terre ferme.',
      },
      {
        en: 'Many dinosaur fossils have been found in Alberta, Canada.',
        fr: 'On a trouvé beaucoup de fossiles de dinosaures en Alberta, au Canada.',
      },
      {
        en: 'Dinosaur poop can turn into a fossil too: it is called a coprolite.',
        fr: 'Même le caca de dinosaure peut devenir un fossile : ça s’appelle un coprolithe.',
      },
      {
        en: 'Amber can hold tiny insects from the time of the dinosaurs.',
        fr: 'L’ambre peut garder de minuscules insectes du temps des dinosaures.',
      },
      {
        en: 'Velociraptor was about the size of a turkey and had feathers.',
        fr: 'Le vélociraptor était à peu près de la taille d’une dinde et avait des plumes.',
      },
      {
        en: 'Brachiosaurus had front legs longer than its back legs.',
        fr: 'Le brachiosaure avait les pattes avant plus longues que les pattes arrière.',
      },
      {
        en: 'The word dinosaur means “terrible lizard”.',
        fr: 'Le mot « dinosaure » veut dire « lézard terrible ».',
      },
      {
        en: 'Some dinosaurs swallowed stones to help grind up their food.',
        fr: 'Certains dinosaures avalaient des pierres pour les aider à broyer leur nourriture.',
      },
    ],
  },
];

/** Each kit's facts in one language, the French with French punctuation spacing. */
export function cardFactsIn(lang: Locale): CardFacts[] {
  const finish = typographyIn[lang];
  return rows.map(({ kit, label, facts }) => ({
    kit,
    label: label[lang],
    facts: facts.map((fact) => finish(fact[lang])),
    line: (fact) => finish(`${label[lang]}: ${fact}`),
  }));
}

/** The English facts, as the kits' promises test reads them. */
export const cardFacts: readonly CardFacts[] = cardFactsIn('en');

/** The kits whose PDF has a treasure-map page (the Pirate kit promises a map with X marks). */
export const treasureMapKits: readonly KitPdfSlug[] = ['pirate-bunny'];

export function cardFactsFor(kit: KitPdfSlug, lang: Locale = 'en'): CardFacts | undefined {
  return cardFactsIn(lang).find((entry) => entry.kit === kit);
}
