import { frenchTypography as fr } from './french-typography.ts';
import { kitFacts, kitFactsFr } from './kit-facts.ts';
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

/** The kits' category, difficulty and duration in Canadian French (issue 20 §1). */
export const kitCategoryFr: Readonly<Record<KitCategory, string>> = {
  Holiday: 'Festif',
  Adventure: 'Aventure',
  Educational: 'Éducatif',
  Fantasy: 'Fantastique',
};
export const difficultyFr: Readonly<Record<Difficulty, string>> = {
  Easy: 'Facile',
  Medium: 'Moyen',
  Hard: 'Difficile',
};
export const durationFr: Readonly<Record<Duration, string>> = {
  '1-2 hours': '1 à 2 heures',
  '2-3 hours': '2 à 3 heures',
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
export const KIT_AGES_FR = fr(`Pour tous les âges : ${kitFactsFr.ageRange}`);

export interface Kit {
  slug: KitSlug;
  title: string;
  /** The kit's name in Canadian French: the French kit's posters, certificate and footers (issue 20). */
  titleFr: string;
  description: string;
  descriptionFr: string;
  imageUrl: string;
  imageAlt: string;
  imageAltFr: string;
  difficulty: Difficulty;
  duration: Duration;
  ages: string;
  category: KitCategory;
  tags: readonly string[];
  /** Search words of a French page, beside the English ones. */
  tagsFr: readonly string[];
  purchaseState: PurchaseState;
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

export function kitTextIn(kit: Kit, locale: Locale): KitText {
  if (locale === 'en') {
    const { title, description, imageAlt, category, difficulty, duration, ages } = kit;
    return { title, description, imageAlt, category, difficulty, duration, ages };
  }
  return {
    title: kit.titleFr,
    description: kit.descriptionFr,
    imageAlt: kit.imageAltFr,
    category: kitCategoryFr[kit.category],
    difficulty: difficultyFr[kit.difficulty],
    duration: durationFr[kit.duration],
    ages: KIT_AGES_FR,
  };
}

/** Kit artwork is drawn on this canvas; pages pass it as width/height so nothing shifts while it loads. */
export const KIT_IMAGE_SIZE = { width: 600, height: 450 } as const;

const image = (slug: KitSlug) => `/images/kits/${slug}.svg`;

export const kits: readonly Kit[] = [
  {
    slug: 'easter-bunny',
    title: 'Easter Bunny Hunt',
    titleFr: 'Chasse aux cocos de Pâques',
    description:
      'The Easter Bunny has hidden the basket and left a trail of clues! Little hunters follow pastel footprints from riddle to riddle until they find the springtime surprise.',
    descriptionFr: fr(
      'Le lapin de Pâques a caché le panier et laissé une piste d’indices! Les petits chasseurs suivent des empreintes pastel d’énigme en énigme jusqu’à la surprise du printemps.',
    ),
    imageUrl: image('easter-bunny'),
    imageAlt: 'A smiling pastel bunny holding a basket of painted eggs',
    imageAltFr: 'Un lapin pastel tout sourire qui tient un panier de cocos peints',
    difficulty: 'Easy',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Holiday',
    tags: ['easter', 'bunny', 'eggs', 'spring'],
    tagsFr: ['pâques', 'lapin', 'cocos', 'printemps'],
    purchaseState: 'buy-digital',
  },
  {
    slug: 'cool-bunny',
    title: 'Cool Bunny Hunt',
    titleFr: 'Chasse du lapin cool',
    description:
      'Sunglasses on! The coolest bunny in town sends kids on a laid-back hunt full of funny rhymes and a prize at the end.',
    descriptionFr: fr(
      'Lunettes de soleil, c’est parti! Le lapin le plus cool en ville entraîne les enfants dans une chasse décontractée pleine de rimes rigolotes, avec une surprise à la fin.',
    ),
    imageUrl: image('cool-bunny'),
    imageAlt: 'A bunny in sunglasses giving a thumbs-up',
    imageAltFr: 'Un lapin à lunettes de soleil qui lève le pouce',
    difficulty: 'Easy',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Holiday',
    tags: ['easter', 'bunny', 'funny', 'party'],
    tagsFr: ['pâques', 'lapin', 'rigolo', 'fête'],
    purchaseState: 'buy-digital',
  },
  {
    slug: 'pirate-bunny',
    title: 'Pirate Bunny Treasure Hunt',
    titleFr: 'Chasse au trésor du lapin pirate',
    description:
      'Ahoy, mateys! Captain Bunny buried the treasure and drew a map. Crack the pirate riddles, follow the X marks and dig up the loot.',
    descriptionFr: fr(
      'Ohé, moussaillons! Le capitaine Lapin a enterré le trésor et dessiné une carte. Résolvez les énigmes de pirate, suivez les X et déterrez le butin.',
    ),
    imageUrl: image('pirate-bunny'),
    imageAlt: 'A bunny in a pirate hat standing beside a treasure chest',
    imageAltFr: 'Un lapin coiffé d’un chapeau de pirate à côté d’un coffre au trésor',
    difficulty: 'Medium',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Adventure',
    tags: ['pirate', 'bunny', 'treasure', 'map'],
    tagsFr: ['pirate', 'lapin', 'trésor', 'carte'],
    purchaseState: 'buy-digital',
  },
  {
    slug: 'space-bunny',
    title: 'Space Bunny Mission',
    titleFr: 'Mission spatiale du lapin',
    description:
      'Mission control calling! Astronaut Bunny needs help finding lost moon rocks. Kids solve space riddles and learn a planet fact at every stop.',
    descriptionFr: fr(
      'Ici le centre de contrôle! L’astronaute Lapin a besoin d’aide pour retrouver des roches lunaires perdues. Les enfants résolvent des énigmes spatiales et découvrent un fait sur les planètes à chaque arrêt.',
    ),
    imageUrl: image('space-bunny'),
    imageAlt: 'A bunny astronaut floating beside a rocket and stars',
    imageAltFr: 'Un lapin astronaute qui flotte près d’une fusée et des étoiles',
    difficulty: 'Medium',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Educational',
    tags: ['space', 'bunny', 'planets', 'science'],
    tagsFr: ['espace', 'lapin', 'planètes', 'science'],
    purchaseState: 'contact-to-purchase',
  },
  {
    slug: 'dino-bunny-hunt',
    title: 'Dino Bunny Hunt',
    titleFr: 'Chasse aux dinosaures du lapin',
    description:
      'Stomp, stomp, ROAR! A bunny paleontologist is tracking dinosaur footprints through the house. Dig for clues and fossil facts along the way.',
    descriptionFr: fr(
      'Boum, boum, GRRR! Un lapin paléontologue suit des traces de dinosaures à travers la maison. Creusez pour trouver des indices et des faits sur les fossiles en chemin.',
    ),
    imageUrl: image('dino-bunny-hunt'),
    imageAlt: 'A bunny explorer riding a friendly green dinosaur',
    imageAltFr: 'Un lapin explorateur sur le dos d’un gentil dinosaure vert',
    difficulty: 'Medium',
    duration: '2-3 hours',
    ages: KIT_AGES,
    category: 'Educational',
    tags: ['dinosaur', 'bunny', 'fossils', 'science'],
    tagsFr: ['dinosaure', 'lapin', 'fossiles', 'science'],
    purchaseState: 'unavailable',
  },
  {
    slug: 'princess-fairytale',
    title: 'Fairytale Princess Quest',
    titleFr: 'Quête de la princesse enchantée',
    description:
      'A royal invitation has arrived! Follow the sparkling clues through the enchanted kingdom to find the lost crown before the ball begins.',
    descriptionFr: fr(
      'Une invitation royale vient d’arriver! Suivez les indices scintillants à travers le royaume enchanté pour retrouver la couronne perdue avant le début du bal.',
    ),
    imageUrl: image('princess-fairytale'),
    imageAlt: 'A princess with a crown in front of a pink castle',
    imageAltFr: 'Une princesse couronnée devant un château rose',
    difficulty: 'Easy',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Fantasy',
    tags: ['princess', 'castle', 'crown', 'fairytale'],
    tagsFr: ['princesse', 'château', 'couronne', 'conte de fées'],
    purchaseState: 'unavailable',
  },
  {
    slug: 'mystery-detective',
    title: 'Mystery Detective Hunt',
    titleFr: 'Enquête mystère du détective',
    description:
      'Grab your magnifying glass! Young detectives follow the clues from one hiding place to the next and crack the case of the missing treats.',
    descriptionFr: fr(
      'Sortez votre loupe! Les jeunes détectives suivent les indices d’une cachette à l’autre et résolvent l’affaire des gâteries disparues.',
    ),
    imageUrl: image('mystery-detective'),
    imageAlt: 'A detective with a magnifying glass and a checked cap',
    imageAltFr: 'Un détective avec une loupe et une casquette à carreaux',
    difficulty: 'Hard',
    duration: '2-3 hours',
    ages: KIT_AGES,
    category: 'Adventure',
    tags: ['detective', 'mystery', 'codes', 'logic'],
    tagsFr: ['détective', 'mystère', 'codes', 'logique'],
    purchaseState: 'unavailable',
  },
  {
    slug: 'superhero-easter',
    title: 'Superhero Easter Mission',
    titleFr: 'Mission superhéros de Pâques',
    description:
      'The eggs are in danger! Caped heroes race from clue to clue, solving hero riddles to save Easter just in time.',
    descriptionFr: fr(
      'Les cocos sont en danger! Les héros à cape foncent d’indice en indice et résolvent des énigmes de héros pour sauver Pâques juste à temps.',
    ),
    imageUrl: image('superhero-easter'),
    imageAlt: 'A caped superhero kid flying past an Easter egg',
    imageAltFr: 'Un enfant superhéros à cape qui vole près d’un coco de Pâques',
    difficulty: 'Hard',
    duration: '2-3 hours',
    ages: KIT_AGES,
    category: 'Fantasy',
    tags: ['superhero', 'easter', 'cape', 'action'],
    tagsFr: ['superhéros', 'pâques', 'cape', 'action'],
    purchaseState: 'unavailable',
  },
  {
    slug: 'farmyard-hunt',
    title: 'Farm Bunny Hunt',
    titleFr: 'Chasse du lapin à la ferme',
    description:
      'Down on the farm, the animals have hidden the eggs! Moo, oink and cluck your way from the barn to the pond to find every last one.',
    descriptionFr: fr(
      'À la ferme, les animaux ont caché les cocos! Meuh, groin-groin et cot-cot: suivez la piste de la grange jusqu’à l’étang pour les retrouver jusqu’au dernier.',
    ),
    imageUrl: image('farmyard-hunt'),
    imageAlt: 'A bunny in overalls in front of a red barn with a chick',
    imageAltFr: 'Un lapin en salopette devant une grange rouge, avec un poussin',
    difficulty: 'Easy',
    duration: '1-2 hours',
    ages: KIT_AGES,
    category: 'Holiday',
    tags: ['farm', 'bunny', 'animals', 'easter'],
    tagsFr: ['ferme', 'lapin', 'animaux', 'pâques'],
    purchaseState: 'farm-checkout',
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
