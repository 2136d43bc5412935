import { paths, templatePath } from '@/config/paths';
import { kitFacts } from '@domain/kit-contents';

export interface ArticleLink {
  label: string;
  to: string;
}

export interface HuntIdea {
  title: string;
  body: string;
  link?: ArticleLink;
}

export const easterArticle = {
  title: '10 Easter Scavenger Hunt Ideas Kids Will Love',
  description: `Ten easy Easter scavenger hunt ideas for kids aged ${kitFacts.ageRange}, with clue advice for every age group and printable kits to make setup a breeze.`,
  datePublished: '2025-03-01',
  heading: '10 Easter Scavenger Hunt Ideas Kids Will Love',
  lead: 'An Easter egg hunt is wonderful. An Easter hunt with a story, a trail of clues and a treasure at the end is unforgettable. Here are ten ideas that work in a small apartment or a big backyard, plus advice on pitching the clues at the right level for every age.',
  ideasHeading: 'Ten Easter Hunt Ideas',
  agesHeading: 'Clues for Every Age',
  agesLead:
    'The best hunts are just hard enough. A clue that is too easy is over in a second; one that is too hard ends in tears. Use these rough guides and adjust for your own children.',
  tipsHeading: 'Tips for a Smooth Easter Morning',
  tips: [
    'Hide the clues the night before, starting from the treasure and working back to clue one.',
    'Number the back of each card so you can find any that go missing.',
    'With several children, give each their own colour of clue cards, or make them take turns reading.',
    'Keep chocolate out of direct sun and away from pets!',
  ],
  ctaHeading: 'Skip the Prep: Use a Ready-Made Kit',
  ctaBody:
    'Our printable kits come with themed clue cards, a big bank of ready-made riddles, posters and a certificate, so the hunt is ready in one evening.',
  ctaLink: { label: 'Browse all Easter and adventure kits', to: paths.templates },
} as const;

export const huntIdeas: readonly HuntIdea[] = [
  {
    title: 'The Easter Bunny’s Trail',
    body: 'Print bunny footprints and lay a trail from the bedroom door to the first clue. Each clue leads to the next hiding spot until the basket appears.',
    link: { label: 'Easter Bunny Hunt kit', to: templatePath('easter-bunny') },
  },
  {
    title: 'Rainy-Day Indoor Egg Trail',
    body: 'Weather not cooperating? Hide plastic eggs with a clue inside each one: under cushions, in the bathtub, in a boot. The last egg holds the location of the treasure.',
  },
  {
    title: 'Pirate Bunny Treasure Map',
    body: 'Tear a treasure map into pieces and hide one piece with each clue. Once the map is complete, X marks the spot of the chocolate chest.',
    link: { label: 'Pirate Bunny Treasure Hunt kit', to: templatePath('pirate-bunny') },
  },
  {
    title: 'Space Bunny Mission',
    body: 'Turn the living room into mission control. Each clue is a “transmission” from a bunny astronaut, and the treasure waits on the landing pad.',
    link: { label: 'Space Bunny Mission kit', to: templatePath('space-bunny') },
  },
  {
    title: 'Colour-Matching Eggs',
    body: 'Perfect for toddlers: each child looks only for eggs of their colour. Fair for everyone, and no arguments about who found the most.',
  },
  {
    title: 'Backyard Garden Hunt',
    body: 'Hide clues in the flower pots, the mailbox, the swing and the garden shed. Older kids can follow compass directions or count steps from a landmark.',
  },
  {
    title: 'Cool Bunny Party Hunt',
    body: 'Hosting friends? Split the kids into teams with a clue trail each, then bring everyone together for a shared finale and the congratulations poster.',
    link: { label: 'Cool Bunny Hunt kit', to: templatePath('cool-bunny') },
  },
  {
    title: 'Puzzle-Piece Hunt',
    body: 'Hide one jigsaw piece with each clue. The finished picture shows where the treasure is hidden, or is a photo of it.',
  },
  {
    title: 'Glow-Stick Evening Hunt',
    body: 'After dinner, put a glow stick next to each clue and let the kids hunt with flashlights. Magical, and a great way to tire everyone out before bed.',
  },
  {
    title: 'Kindness Hunt',
    body: 'Mix in clues that ask for a small good deed (give someone a hug, help set the table) before the next clue is handed over. Sweet, and not only chocolate.',
  },
];

export interface AgeGroupAdvice {
  ages: string;
  heading: string;
  body: string;
  example: string;
}

/** Spec §1: 3-6 visual clue cards, 6-8 basic riddles, 8-14 harder riddles with rhymes. */
export const ageGroupAdvice: readonly AgeGroupAdvice[] = [
  {
    ages: '3-6',
    heading: 'Ages 3-6: Visual Clue Cards',
    body: 'Little ones cannot read yet, so use picture clues: a drawing or photo of the next hiding spot. Keep the trail short, five or six stops, and stay close by to cheer.',
    example: 'Example: a picture of the washing machine, with a bunny peeking out.',
  },
  {
    ages: '6-8',
    heading: 'Ages 6-8: Basic Riddles',
    body: 'Early readers love simple riddles they can sound out themselves. Describe the spot with one or two easy hints and let them shout out the answer.',
    example: 'Example: “I keep your milk nice and cold. Open my door and find your gold!”',
  },
  {
    ages: '8-14',
    heading: 'Ages 8-14: Harder Riddles With Rhymes',
    body: 'Older kids want a real challenge: longer rhyming riddles, wordplay, codes to crack or clues that need two steps. Add a timer if they are competitive.',
    example:
      'Example: “I have keys but open no locks, I hold no money but I’m full of notes. Look beneath me.” (the piano)',
  },
];
