import { kitFacts } from './kit-contents.ts';

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

/**
 * What a visitor can do on a kit's page:
 * - buy-digital: 'Buy Digital Download' → 'Added to cart' notice → /contact
 * - contact-to-purchase: 'Contact Us to Purchase' → /contact
 * - farm-checkout: product view → Buy Now → mini checkout
 * - unavailable: not currently available for purchase
 */
export type PurchaseState = 'buy-digital' | 'contact-to-purchase' | 'farm-checkout' | 'unavailable';

export const KIT_AGES = `For all ages: ${kitFacts.ageRange}`;

export interface Kit {
  slug: KitSlug;
  title: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
  difficulty: Difficulty;
  duration: Duration;
  ages: string;
  category: KitCategory;
  tags: readonly string[];
  purchaseState: PurchaseState;
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
