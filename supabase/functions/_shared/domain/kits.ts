import { frenchTypography as fr } from './french-typography.ts';
import { kitFacts, kitFactsIn } from './kit-facts.ts';
import type { Locale } from './locales.ts';

/**
 * The single source of truth for the nine kits, their categories, aliases and purchase states.
 * Pages, prerender and tests all read from here, so a kit is renamed or re-priced in one place.
 */

/** The nine kits' canonical slugs; the prerender expands /templates/:slug from this list. */
export const kitSlugs = [
  'easter-bunny',
  'cool-bunny',
  'pirate-bunny',
  'space-bunny',
  'dino-bunny-hunt',
  'princess-fairytale',
  'mystery-detective',
  'superhero-easter',
  'farmyard-hunt',
] as const;

export type KitSlug = (typeof kitSlugs)[number];

/** Older links that replace themselves with the canonical slug (client-side and as 301s in public/_redirects). */
export const kitSlugAliases: Readonly<Record<string, KitSlug>> = {
  'pirate-treasure': 'pirate-bunny',
  'space-explorer': 'space-bunny',
  'animal-safari': 'mystery-detective',
  'farmyard-easter': 'farmyard-hunt',
};

export type KitCategory = 'Holiday' | 'Adventure' | 'Educational' | 'Fantasy';
export type Difficulty = 'Easy' | 'Medium' | 'Hard';
export type Duration = '1-2 hours' | '2-3 hours';

/** The kits' category, difficulty and duration in each language (Canadian French: issue 20 §1). */
export const kitCategoryNamesIn: Readonly<Record<Locale, Readonly<Record<KitCategory, string>>>> = {
  en: { Holiday: 'Holiday', Adventure: 'Adventure', Educational: 'Educational', Fantasy: 'Fantasy' },
  fr: { Holiday: 'Festif', Adventure: 'Aventure', Educational: 'Éducatif', Fantasy: 'Fantastique' },
};
export const difficultyNamesIn: Readonly<Record<Locale, Readonly<Record<Difficulty, string>>>> = {
  en: { Easy: 'Easy', Medium: 'Medium', Hard: 'Hard' },
  fr: { Easy: 'Facile', Medium: 'Moyen', Hard: 'Difficile' },
};
export const durationNamesIn: Readonly<Record<Locale, Readonly<Record<Duration, string>>>> = {
  en: { '1-2 hours': '1-2 hours', '2-3 hours': '2-3 hours' },
  fr: { '1-2 hours': '1 à 2 heures', '2-3 hours': '2 à 3 heures' },
};

/**
 * What a visitor can do on a kit's page:
 * - buy-digital: 'Buy Digital Download' → 'Added to cart' notice → /contact
 * - contact-to-purchase: 'Contact Us to Purchase' → /contact
 * - farm-checkout: product view → Buy Now → mini checkout
 * - unavailable: not currently available for purchase
 * - coming-soon: not on sale yet (issue 29: a state the owner may choose in /admin)
 * Each kit's state comes from the catalog in the database (catalog.ts); the value below is the default
 * the database was seeded with, and says which kit has the farm's product view.
 */
export type PurchaseState =
  'buy-digital' | 'contact-to-purchase' | 'farm-checkout' | 'unavailable' | 'coming-soon';

export const KIT_AGES = `For all ages: ${kitFacts.ageRange}`;

/** The kits' ages line in each language. */
export const kitAgesIn: Readonly<Record<Locale, string>> = {
  en: KIT_AGES,
  fr: fr(`Pour tous les âges : ${kitFactsIn.fr.ageRange}`),
};

/** A kit's words in one language: what its pages show and a search reads (tags are search words only). */
export interface KitWords {
  title: string;
  description: string;
  imageAlt: string;
  tags: readonly string[];
}

export interface Kit extends KitWords {
  slug: KitSlug;
  imageUrl: string;
  difficulty: Difficulty;
  duration: Duration;
  ages: string;
  category: KitCategory;
  purchaseState: PurchaseState;
  /**
   * Its words in every other language: in Canadian French, the French pages and the French kit's posters,
   * certificate and footers (issue 20). The English words above are the kit's own, the ones orders store.
   */
  translations: Readonly<Record<Exclude<Locale, 'en'>, KitWords>>;
}

/** What a page shows of a kit, in the page's language. */
export interface KitText {
  title: string;
  description: string;
  imageAlt: string;
  category: string;
  difficulty: string;
  duration: string;
  ages: string;
}

/** A kit's words in `locale`: its own (English) ones, or their translation. */
export function kitWordsIn(kit: Kit, locale: Locale): KitWords {
  const { title, description, imageAlt, tags } = kit;
  const words: Readonly<Record<Locale, KitWords>> = {
    en: { title, description, imageAlt, tags },
    ...kit.translations,
  };
  return words[locale];
}

export function kitTextIn(kit: Kit, locale: Locale): KitText {
  const { title, description, imageAlt } = kitWordsIn(kit, locale);
  return {
    title,
    description,
    imageAlt,
    category: kitCategoryNamesIn[locale][kit.category],
    difficulty: difficultyNamesIn[locale][kit.difficulty],
    duration: durationNamesIn[locale][kit.duration],
    ages: kitAgesIn[locale],
  };
}

/** Kit artwork is drawn on this canvas; pages pass it as width/height so nothing shifts while it loads. */
export const KIT_IMAGE_SIZE = { width: 600, height: 450 } as const;

const image = (slug: KitSlug) => `/images/kits/${slug}.svg`;

export const kits: readonly Kit[] = [
  {
    slug: 'easter-bunny',
    title: 'Easter Bunny Hunt',
    description:
      'The Easter Bunny has hidden the basket and left a trail of clues! Little hunters follow pastel footprints from riddle to riddle until they find the springtime surprise.',
    imageUrl: image('easter-bunny'),
    imageAlt: 'A smiling pastel bunny holding a basket of painted eggs',
    difficulty: 'Easy',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Holiday',
    tags: ['easter', 'bunny', 'eggs', 'spring'],
    purchaseState: 'buy-digital',
    translations: {
      fr: {
        title: 'Chasse aux cocos de Pâques',
        description: fr(
          'Le lapin de Pâques a caché le panier et laissé une piste d’indices! Les petits chasseurs suivent des empreintes pastel d’énigme en énigme jusqu’à la surprise du printemps.',
        ),
        imageAlt: 'Un lapin pastel tout sourire qui tient un panier de cocos peints',
        tags: ['pâques', 'lapin', 'cocos', 'printemps'],
      },
    },
  },
  {
    slug: 'cool-bunny',
    title: 'Cool Bunny Hunt',
    description:
      'Sunglasses on! The coolest bunny in town sends kids on a laid-back hunt full of funny rhymes and a prize at the end.',
    imageUrl: image('cool-bunny'),
    imageAlt: 'A bunny in sunglasses giving a thumbs-up',
    difficulty: 'Easy',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Holiday',
    tags: ['easter', 'bunny', 'funny', 'party'],
    purchaseState: 'buy-digital',
    translations: {
      fr: {
        title: 'Chasse du lapin cool',
        description: fr(
          'Lunettes de soleil sur le nez, c’est parti! Le lapin le plus cool du quartier entraîne les enfants dans une chasse décontractée pleine de rimes rigolotes, avec une surprise à la fin.',
        ),
        imageAlt: 'Un lapin à lunettes de soleil qui lève le pouce',
        tags: ['pâques', 'lapin', 'rigolo', 'fête'],
      },
    },
  },
  {
    slug: 'pirate-bunny',
    title: 'Pirate Bunny Treasure Hunt',
    description:
      'Ahoy, mateys! Captain Bunny buried the treasure and drew a map. Crack the pirate riddles, follow the X marks and dig up the loot.',
    imageUrl: image('pirate-bunny'),
    imageAlt: 'A bunny in a pirate hat standing beside a treasure chest',
    difficulty: 'Medium',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Adventure',
    tags: ['pirate', 'bunny', 'treasure', 'map'],
    purchaseState: 'buy-digital',
    translations: {
      fr: {
        title: 'Chasse au trésor du lapin pirate',
        description: fr(
          'Ohé, moussaillons! Le capitaine Lapin a enterré le trésor et dessiné une carte. Résolvez les énigmes de pirate, suivez les X et déterrez le butin.',
        ),
        imageAlt: 'Un lapin coiffé d’un chapeau de pirate à côté d’un coffre au trésor',
        tags: ['pirate', 'lapin', 'trésor', 'carte'],
      },
    },
  },
  {
    slug: 'space-bunny',
    title: 'Space Bunny Mission',
    description:
      'Mission control calling! Astronaut Bunny needs help finding lost moon rocks. Kids solve space riddles and learn a planet fact at every stop.',
    imageUrl: image('space-bunny'),
    imageAlt: 'A bunny astronaut floating beside a rocket and stars',
    difficulty: 'Medium',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Educational',
    tags: ['space', 'bunny', 'planets', 'science'],
    purchaseState: 'contact-to-purchase',
    translations: {
      fr: {
        title: 'Mission spatiale du lapin',
        description: fr(
          'Ici le centre de contrôle! L’astronaute Lapin a besoin d’aide pour retrouver des roches lunaires perdues. Les enfants résolvent des énigmes spatiales et apprennent quelque chose de nouveau sur les planètes à chaque arrêt.',
        ),
        imageAlt: 'Un lapin astronaute qui flotte près d’une fusée et des étoiles',
        tags: ['espace', 'lapin', 'planètes', 'science'],
      },
    },
  },
  {
    slug: 'dino-bunny-hunt',
    title: 'Dino Bunny Hunt',
    description:
      'Stomp, stomp, ROAR! A bunny paleontologist is tracking dinosaur footprints through the house. Dig for clues and fossil facts along the way.',
    imageUrl: image('dino-bunny-hunt'),
    imageAlt: 'A bunny explorer riding a friendly green dinosaur',
    difficulty: 'Medium',
    duration: '2-3 hours',
    ages: KIT_AGES,
    category: 'Educational',
    tags: ['dinosaur', 'bunny', 'fossils', 'science'],
    purchaseState: 'unavailable',
    translations: {
      fr: {
        title: 'Chasse aux dinosaures du lapin',
        description: fr(
          'Boum, boum, GRRR! Un lapin paléontologue suit des traces de dinosaures à travers la maison. Creusez pour dénicher des indices et, en chemin, découvrez les secrets des fossiles.',
        ),
        imageAlt: 'Un lapin explorateur sur le dos d’un gentil dinosaure vert',
        tags: ['dinosaure', 'lapin', 'fossiles', 'science'],
      },
    },
  },
  {
    slug: 'princess-fairytale',
    title: 'Fairytale Princess Quest',
    description:
      'A royal invitation has arrived! Follow the sparkling clues through the enchanted kingdom to find the lost crown before the ball begins.',
    imageUrl: image('princess-fairytale'),
    imageAlt: 'A princess with a crown in front of a pink castle',
    difficulty: 'Easy',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Fantasy',
    tags: ['princess', 'castle', 'crown', 'fairytale'],
    purchaseState: 'unavailable',
    translations: {
      fr: {
        title: 'Quête de la princesse enchantée',
        description: fr(
          'Une invitation royale vient d’arriver! Suivez les indices scintillants à travers le royaume enchanté pour retrouver la couronne perdue avant le début du bal.',
        ),
        imageAlt: 'Une princesse couronnée devant un château rose',
        tags: ['princesse', 'château', 'couronne', 'conte de fées'],
      },
    },
  },
  {
    slug: 'mystery-detective',
    title: 'Mystery Detective Hunt',
    description:
      'Grab your magnifying glass! Young detectives follow the clues from one hiding place to the next and crack the case of the missing treats.',
    imageUrl: image('mystery-detective'),
    imageAlt: 'A detective with a magnifying glass and a checked cap',
    difficulty: 'Hard',
    duration: '2-3 hours',
    ages: KIT_AGES,
    category: 'Adventure',
    tags: ['detective', 'mystery', 'codes', 'logic'],
    purchaseState: 'unavailable',
    translations: {
      fr: {
        title: 'Enquête mystère du détective',
        description: fr(
          'Sortez votre loupe! Les jeunes détectives suivent les indices d’une cachette à l’autre et résolvent l’affaire des gâteries disparues.',
        ),
        imageAlt: 'Un détective avec une loupe et une casquette à carreaux',
        tags: ['détective', 'mystère', 'codes', 'logique'],
      },
    },
  },
  {
    slug: 'superhero-easter',
    title: 'Superhero Easter Mission',
    description:
      'The eggs are in danger! Caped heroes race from clue to clue, solving hero riddles to save Easter just in time.',
    imageUrl: image('superhero-easter'),
    imageAlt: 'A caped superhero kid flying past an Easter egg',
    difficulty: 'Hard',
    duration: '2-3 hours',
    ages: KIT_AGES,
    category: 'Fantasy',
    tags: ['superhero', 'easter', 'cape', 'action'],
    purchaseState: 'unavailable',
    translations: {
      fr: {
        title: 'Mission superhéros de Pâques',
        description: fr(
          'Les cocos sont en danger! Les héros à cape foncent d’indice en indice et résolvent des énigmes de héros pour sauver Pâques juste à temps.',
        ),
        imageAlt: 'Un enfant superhéros à cape qui vole près d’un coco de Pâques',
        tags: ['superhéros', 'pâques', 'cape', 'action'],
      },
    },
  },
  {
    slug: 'farmyard-hunt',
    title: 'Farm Bunny Hunt',
    description:
      'Down on the farm, the animals have hidden the eggs! Moo, oink and cluck your way from the barn to the pond to find every last one.',
    imageUrl: image('farmyard-hunt'),
    imageAlt: 'A bunny in overalls in front of a red barn with a chick',
    difficulty: 'Easy',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Holiday',
    tags: ['farm', 'bunny', 'animals', 'easter'],
    purchaseState: 'farm-checkout',
    translations: {
      fr: {
        title: 'Chasse du lapin à la ferme',
        description: fr(
          'À la ferme, les animaux ont caché les cocos! Meuh, groin-groin et cot-cot: suivez la piste de la grange jusqu’à l’étang pour les retrouver jusqu’au dernier.',
        ),
        imageAlt: 'Un lapin en salopette devant une grange rouge, avec un poussin',
        tags: ['ferme', 'lapin', 'animaux', 'pâques'],
      },
    },
  },
];

export type KitLookup =
  { kind: 'canonical'; kit: Kit } | { kind: 'alias'; canonicalSlug: KitSlug } | { kind: 'unknown' };

export function lookupKit(slug: string): KitLookup {
  const kit = kits.find((candidate) => candidate.slug === slug);
  if (kit) return { kind: 'canonical', kit };
  const canonicalSlug = kitSlugAliases[slug];
  return canonicalSlug ? { kind: 'alias', canonicalSlug } : { kind: 'unknown' };
}

export function getKit(slug: KitSlug): Kit {
  const kit = kits.find((candidate) => candidate.slug === slug);
  if (!kit) throw new Error(`Unknown kit slug: ${slug}`);
  return kit;
}
