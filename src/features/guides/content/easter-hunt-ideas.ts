import { paths, templatePath } from '@/config/paths';

/** The article's facts; its words are in its catalog (content/easter-hunt-ideas/i18n). */
export const easterArticle = {
  datePublished: '2025-03-01',
  ctaLinkTo: paths.templates,
} as const;

/**
 * The ten ideas in order (`guides.easter.ideas.<id>.title|body`); an idea with a kit links to it
 * (`…link` is the link's text).
 */
export const huntIdeas: readonly { id: string; kitPath?: string }[] = [
  { id: 'bunnyTrail', kitPath: templatePath('easter-bunny') },
  { id: 'rainyDay' },
  { id: 'pirateMap', kitPath: templatePath('pirate-bunny') },
  { id: 'spaceMission', kitPath: templatePath('space-bunny') },
  { id: 'colourMatching' },
  { id: 'backyard' },
  { id: 'party', kitPath: templatePath('cool-bunny') },
  { id: 'puzzle' },
  { id: 'glowStick' },
  { id: 'kindness' },
];

/** Spec §1: 3-6 visual clue cards, 6-8 basic riddles, 8-14 harder riddles with rhymes (`guides.easter.ages.<id>.*`). */
export const ageGroupIds = ['ages3to6', 'ages6to8', 'ages8to14'] as const;

/** `guides.easter.tips.<id>`, in order. */
export const easterTipIds = ['nightBefore', 'number', 'siblings', 'chocolate'] as const;
