/**
 * How each kit looks when printed: the art it uses, its colours and its poster lines. The kit's slug
 * and title come from kits.ts; this adds only what the printable kit needs.
 */

import type { ClueTheme } from './clue-request.ts';
import type { IconName } from './kit-icons.ts';
import { getKit, type KitSlug, kitSlugs } from './kits.ts';

export const kitPdfSlugs = kitSlugs;
export type KitPdfSlug = KitSlug;

export interface KitPalette {
  /** Headline and large art colour. */
  primary: string;
  secondary: string;
  accent: string;
  /** A pale tint for panels and card backgrounds. */
  soft: string;
  /** Outline and body-text colour. */
  ink: string;
}

export interface KitTheme {
  slug: KitPdfSlug;
  title: string;
  /** Short line under the title on the welcome poster. */
  tagline: string;
  /** The name the hunt is given in file names and headings ("pirate hunt"). */
  huntName: string;
  hero: readonly IconName[];
  footprint: IconName;
  decorations: readonly IconName[];
  palette: KitPalette;
  /** Words of praise on the congratulations poster. */
  cheer: string;
}

const looks: Readonly<Record<KitPdfSlug, Omit<KitTheme, 'slug' | 'title'>>> = {
  'easter-bunny': {
    tagline: 'The Easter Bunny left a trail of clues just for you!',
    huntName: 'easter hunt',
    hero: ['bunny', 'egg', 'basket'],
    footprint: 'paw',
    decorations: ['egg', 'carrot', 'flower', 'basket', 'egg-striped', 'chick'],
    palette: { primary: '#d9548f', secondary: '#7cc4a4', accent: '#f5c542', soft: '#fdeef4', ink: '#4a3350' },
    cheer: 'You found the Easter surprise!',
  },
  'cool-bunny': {
    tagline: 'Sunglasses on. The coolest hunt in town starts now!',
    huntName: 'cool hunt',
    hero: ['bunny-cool', 'star', 'music'],
    footprint: 'sneaker',
    decorations: ['sunglasses', 'music', 'star', 'carrot', 'lightning', 'heart'],
    palette: { primary: '#2f7fd1', secondary: '#f28c38', accent: '#ffd23f', soft: '#eaf3fc', ink: '#26324a' },
    cheer: 'Totally cool. You cracked every clue!',
  },
  'pirate-bunny': {
    tagline: 'Ahoy! Follow the map to Captain Bunny\u2019s treasure.',
    huntName: 'pirate hunt',
    hero: ['bunny-pirate', 'chest', 'x-mark'],
    footprint: 'boot',
    decorations: ['chest', 'anchor', 'x-mark', 'coin', 'ship', 'map'],
    palette: { primary: '#b5452c', secondary: '#2a6f8f', accent: '#e9b43a', soft: '#fbf1e1', ink: '#3a2a20' },
    cheer: 'Shiver me timbers, you found the treasure!',
  },
  'space-bunny': {
    tagline: 'Mission control calling: the moon rocks are missing!',
    huntName: 'space mission',
    hero: ['bunny-astronaut', 'rocket', 'planet'],
    footprint: 'moon-boot',
    decorations: ['rocket', 'planet', 'star', 'moon', 'comet', 'ufo'],
    palette: { primary: '#4b3fb3', secondary: '#2bb3b1', accent: '#f5b935', soft: '#eeecfb', ink: '#231f45' },
    cheer: 'Mission complete, space explorer!',
  },
  'dino-bunny-hunt': {
    tagline: 'Stomp, stomp, ROAR! Track the dinosaur to the surprise.',
    huntName: 'dino hunt',
    hero: ['bunny-explorer', 'dino', 'bone'],
    footprint: 'dino-track',
    decorations: ['dino', 'bone', 'egg-dino', 'leaf', 'volcano', 'footprint-fossil'],
    palette: { primary: '#3f8f3a', secondary: '#e07a2f', accent: '#e6c84a', soft: '#eef6e8', ink: '#2b3a22' },
    cheer: 'ROAR-some! You tracked down every clue!',
  },
  'princess-fairytale': {
    tagline: 'A royal invitation: find the lost crown before the ball!',
    huntName: 'princess quest',
    hero: ['castle', 'crown', 'wand'],
    footprint: 'slipper',
    decorations: ['crown', 'wand', 'heart', 'castle', 'gem', 'star'],
    palette: { primary: '#b04fb0', secondary: '#f29bc2', accent: '#f4c542', soft: '#fbeefb', ink: '#45284a' },
    cheer: 'Hooray! The crown is found and the ball can begin!',
  },
  'mystery-detective': {
    tagline: 'Grab your magnifying glass. There is a case to crack!',
    huntName: 'detective hunt',
    hero: ['magnifier', 'detective-hat', 'question'],
    footprint: 'shoe',
    decorations: ['magnifier', 'question', 'key', 'fingerprint', 'detective-hat', 'envelope'],
    palette: { primary: '#2f5d62', secondary: '#a0522d', accent: '#e8b64c', soft: '#eaf2f1', ink: '#1f2d30' },
    cheer: 'Case closed! You are a super sleuth!',
  },
  'superhero-easter': {
    tagline: 'The eggs are in danger. Only a hero can save Easter!',
    huntName: 'hero mission',
    hero: ['shield', 'egg', 'lightning'],
    footprint: 'hero-boot',
    decorations: ['shield', 'lightning', 'mask', 'star', 'egg', 'cape'],
    palette: { primary: '#d6332f', secondary: '#2b62c4', accent: '#f7c531', soft: '#fdeceb', ink: '#25233d' },
    cheer: 'Easter is saved, superhero!',
  },
  'farmyard-hunt': {
    tagline: 'Moo, oink, cluck! The farm animals hid the eggs.',
    huntName: 'farm hunt',
    hero: ['bunny-farmer', 'barn', 'chick'],
    footprint: 'hoof',
    decorations: ['barn', 'chick', 'pig', 'tractor', 'egg', 'sunflower'],
    palette: { primary: '#c0392b', secondary: '#5c9e3f', accent: '#f2c230', soft: '#fdf3e4', ink: '#3b2c22' },
    cheer: 'Yee-haw! You found every egg on the farm!',
  },
};

export const kitThemes: Readonly<Record<KitPdfSlug, KitTheme>> = Object.fromEntries(
  kitSlugs.map((slug) => [slug, { slug, title: getKit(slug).title, ...looks[slug] }]),
) as Record<KitPdfSlug, KitTheme>;

export function isKitPdfSlug(value: string): value is KitPdfSlug {
  return (kitPdfSlugs as readonly string[]).includes(value);
}

/** The kit whose art a clue or hunt of this theme prints with, until the member picks another. */
export const kitForClueTheme: Readonly<Record<ClueTheme, KitPdfSlug>> = {
  adventure: 'pirate-bunny',
  mystery: 'mystery-detective',
  fantasy: 'princess-fairytale',
  nature: 'farmyard-hunt',
  science: 'space-bunny',
};
