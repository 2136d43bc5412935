import type { GuideStep } from '../components/step-list';
import { stepIcons } from './step-icons';

export const howItWorksContent = {
  title: 'How It Works',
  heading: 'How Adventure Clue Kits Work',
  lead: 'From download to the big finish in four easy steps. No crafting skills needed, just a printer and a few good hiding spots.',
  stepsHeading: 'Four Steps to a Great Hunt',
  insideHeading: "What's Inside Every Kit",
  ctaHeading: 'Ready to Pick a Theme?',
  cta: 'Shop Clue Kits',
} as const;

/** The spec's four steps, in its words: Choose & Download, Print at Home, Set Up the Hunt, Watch the Magic. */
export function howItWorksSteps(setupTime: string): readonly GuideStep[] {
  return [
    {
      title: 'Choose & Download',
      body: 'Pick the theme your child will love, from Easter bunnies to pirates and astronauts. Your files are ready to download right away.',
      icon: stepIcons.choose,
    },
    {
      title: 'Print at Home',
      body: 'Print the posters, footprints and clue cards on any home printer, in colour or black and white, or at a local print shop.',
      icon: stepIcons.print,
    },
    {
      title: 'Set Up the Hunt',
      body: `Write or pick a riddle for each card, then hide the cards from first to last. It takes about ${setupTime}.`,
      icon: stepIcons.setUp,
    },
    {
      title: 'Watch the Magic',
      body: 'Hand over the first clue and follow the giggles. At the end: the treasure, the congratulations poster and a certificate.',
      icon: stepIcons.magic,
    },
  ];
}
