import { site } from '@/config/site';

export const aiClueCreatorContent = {
  title: 'AI Clue Creator',
  description:
    'The AI Clue Creator writes personalized, age-appropriate scavenger hunt clues in seconds. Coming soon: join the waitlist.',
  badge: 'Coming Soon!',
  heading: 'The AI Clue Creator',
  lead: 'Personalized scavenger hunt clues for your child, written in seconds. Tell it where the clue is hidden and who is hunting, and it does the rhyming for you.',
  waitlist: 'Join the Waitlist',
  /** The waitlist form's anchor (WAITLIST_ANCHOR of src/features/waitlist, placed by the route). */
  waitlistHref: '#waitlist',
  waitlistNote: 'Leave your email and we will write to you as soon as it launches.',
  benefitsHeading: 'Why Parents Will Love It',
  howHeading: 'How It Will Work',
  shopHeading: 'Planning a Hunt Right Now?',
  shopBody:
    'Our ready-made kits already include themed clue cards, ready-made riddles, posters and a certificate.',
  shopLink: 'Shop Clue Kits',
  copyrightHolder: site.name,
} as const;

export interface Benefit {
  title: string;
  body: string;
}

/** The spec's three benefit blocks. */
export const aiBenefits: readonly Benefit[] = [
  {
    title: 'Instant Generation',
    body: 'A fresh clue in seconds, for any hiding spot in the house or garden. No more staring at a blank card at midnight.',
  },
  {
    title: 'Personalized Content',
    body: "Your child's name, favourite things and your family's own places woven into every clue.",
  },
  {
    title: 'Age-Appropriate',
    body: 'Picture-friendly hints for little ones, simple riddles for early readers and tricky rhymes for big kids.',
  },
];

/** The spec's four steps: tell about the child, choose the hunt style, generate and customize, print and play. */
export const aiSteps: readonly Benefit[] = [
  { title: 'Tell Us About Your Child', body: 'Their age, interests and the occasion you are celebrating.' },
  {
    title: 'Choose Your Hunt Style',
    body: 'Adventure, mystery, fantasy, nature or science, and how hard it should be.',
  },
  { title: 'Generate and Customize', body: 'Get a clue for each hiding spot, then tweak any word you like.' },
  { title: 'Print and Play', body: 'Print the clues on our cards, hide them and watch the adventure begin.' },
];
