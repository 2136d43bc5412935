import { paths } from '@/config/paths';

/** Every text of the home page in one place; the page and its end-to-end test both read it. */

/** The spec's hero reads 'Adventure {product} for Every Occasion' with {product} = 'Clue Kits'. */
export const HERO_HEADING = 'Adventure Clue Kits for Every Occasion';

export const heroContent = {
  heading: HERO_HEADING,
  lead: 'Printable scavenger hunts that turn birthdays, Easter mornings and rainy afternoons into a real adventure. Clues, riddles, posters and a certificate at the finish line — all ready to print.',
  cta: 'Shop Clue Kits',
  ctaTo: paths.shop,
  image: { src: '/images/home/hero.svg', width: 640, height: 480 },
  imageAlt: 'A bunny explorer with a magnifying glass following paw prints to a treasure chest of clue cards',
} as const;

export const aiTeaserContent = {
  eyebrow: 'New: AI Clue Creator',
  heading: 'Need a Clue for the Cookie Jar? Ask the AI Clue Creator',
  body: 'Tell it about your child and where the next clue hides, and it writes a rhyme or riddle that fits their age. Members get it alongside our ready-made kits.',
  primary: 'Discover the AI Clue Creator',
  primaryTo: paths.aiClueCreator,
  secondary: 'Browse Ready-Made Kits',
  secondaryTo: paths.shop,
} as const;

export const carouselContent = {
  heading: 'Pick Your Next Adventure',
  lead: 'A new theme every time the bunnies hop by. Tap a slide to see what is inside the kit.',
  label: 'Featured clue kits',
} as const;

export const videoContent = {
  heading: 'See a Clue Hunt in Action',
  lead: 'Two minutes from download to delighted kids: watch how a kit comes together.',
  playLabel: 'Play the video: how Adventure Clue Kits work',
  iframeTitle: 'How Adventure Clue Kits work (video)',
  consentNote: 'The video plays from YouTube (privacy-enhanced mode) once you press play.',
  poster: {
    desktop: { src: '/images/posters/video-desktop.svg', width: 1280, height: 720 },
    mobile: { src: '/images/posters/video-mobile.svg', width: 640, height: 360 },
  },
} as const;

/** Where the video would be while no explainer video is configured: our own steps instead. */
export const howItWorksFallbackContent = {
  heading: 'How a Clue Hunt Comes Together',
  link: 'More about how it works',
  linkTo: paths.howItWorks,
} as const;

export const whatIsContent = {
  heading: 'What is an Adventure Clue Kit?',
  paragraphs: [
    'An Adventure Clue Kit is a complete, printable scavenger hunt. You hide the clue cards around the house or garden, your children solve one riddle to find the next, and the trail ends at the treasure you choose — an Easter basket, a birthday present or a movie-night surprise.',
    'Every kit comes with a welcome poster, themed footprints and decorations, editable clue cards, a congratulations poster, a success certificate and step-by-step parent instructions.',
  ],
} as const;

export const printAtHomeContent = {
  heading: 'Print at Home, Play in Minutes',
  body: 'Your kit arrives as a download you can print on any home printer, in colour or black and white. No printer? Any local print shop can do it in minutes.',
  link: 'Find a print shop near you',
  linkTo: paths.findPrintShop,
} as const;

export const bannerContent = {
  image: { src: '/images/home/banner.svg', width: 1200, height: 400 },
  alt: 'Shop all Adventure Clue Kits: Easter, pirate, space, dino and more themed scavenger hunts',
  to: paths.shop,
} as const;

export const closingCtaContent = {
  heading: 'Ready for an Unforgettable Adventure?',
  body: 'Choose a theme tonight, print it in the morning and watch the magic happen.',
  cta: 'Start Your Adventure',
  ctaTo: paths.shop,
} as const;

export const WHY_CHOOSE_HEADING = 'Why Choose Our Scavenger Hunt Templates?';
