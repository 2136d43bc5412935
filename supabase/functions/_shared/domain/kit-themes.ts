/**
 * How each kit looks when printed: the art it uses and its colours. The kit's slug and title come from
 * kits.ts; this adds only what the printable kit needs. The posters' words are paid content and live
 * with the server's kit content (kits/content/poster-lines.ts), out of the browser's reach.
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
  /** The name the hunt is given in file names and headings ("pirate hunt"). */
  huntName: string;
  hero: readonly IconName[];
  footprint: IconName;
  decorations: readonly IconName[];
  palette: KitPalette;
}

const looks: Readonly<Record<KitPdfSlug, Omit<KitTheme, 'slug' | 'title'>>> = {
  'easter-bunny': {
    huntName: 'easter hunt',
    hero: ['bunny', 'egg', 'basket'],
    footprint: 'paw',
    decorations: ['egg', 'carrot', 'flower', 'basket', 'egg-striped', 'chick'],
    palette: { primary: '#d9548f', secondary: '#7cc4a4', accent: '#f5c542', soft: '#fdeef4', ink: '#4a3350' },
  },
  'cool-bunny': {
    huntName: 'cool hunt',
    hero: ['bunny-cool', 'star', 'music'],
    footprint: 'sneaker',
    decorations: ['sunglasses', 'music', 'star', 'carrot', 'lightning', 'heart'],
    palette: { primary: '#2f7fd1', secondary: '#f28c38', accent: '#ffd23f', soft: '#eaf3fc', ink: '#26324a' },
  },
  'pirate-bunny': {
    huntName: 'pirate hunt',
    hero: ['bunny-pirate', 'chest', 'x-mark'],
    footprint: 'boot',
    decorations: ['chest', 'anchor', 'x-mark', 'coin', 'ship', 'map'],
    palette: { primary: '#b5452c', secondary: '#2a6f8f', accent: '#e9b43a', soft: '#fbf1e1', ink: '#3a2a20' },
  },
  'space-bunny': {
    huntName: 'space mission',
    hero: ['bunny-astronaut', 'rocket', 'planet'],
    footprint: 'moon-boot',
    decorations: ['rocket', 'planet', 'star', 'moon', 'comet', 'ufo'],
    palette: { primary: '#4b3fb3', secondary: '#2bb3b1', accent: '#f5b935', soft: '#eeecfb', ink: '#231f45' },
  },
  'dino-bunny-hunt': {
    huntName: 'dino hunt',
    hero: ['bunny-explorer', 'dino', 'bone'],
    footprint: 'dino-track',
    decorations: ['dino', 'bone', 'egg-dino', 'leaf', 'volcano', 'footprint-fossil'],
    palette: { primary: '#3f8f3a', secondary: '#e07a2f', accent: '#e6c84a', soft: '#eef6e8', ink: '#2b3a22' },
  },
  'princess-fairytale': {
    huntName: 'princess quest',
    hero: ['castle', 'crown', 'wand'],
    footprint: 'slipper',
    decorations: ['crown', 'wand', 'heart', 'castle', 'gem', 'star'],
    palette: { primary: '#b04fb0', secondary: '#f29bc2', accent: '#f4c542', soft: '#fbeefb', ink: '#45284a' },
  },
  'mystery-detective': {
    huntName: 'detective hunt',
    hero: ['magnifier', 'detective-hat', 'question'],
    footprint: 'shoe',
    decorations: ['magnifier', 'question', 'key', 'fingerprint', 'detective-hat', 'envelope'],
    palette: { primary: '#2f5d62', secondary: '#a0522d', accent: '#e8b64c', soft: '#eaf2f1', ink: '#1f2d30' },
  },
  'superhero-easter': {
    huntName: 'hero mission',
    hero: ['shield', 'egg', 'lightning'],
    footprint: 'hero-boot',
    decorations: ['shield', 'lightning', 'mask', 'star', 'egg', 'cape'],
    palette: { primary: '#d6332f', secondary: '#2b62c4', accent: '#f7c531', soft: '#fdeceb', ink: '#25233d' },
  },
  'farmyard-hunt': {
    huntName: 'farm hunt',
    hero: ['bunny-farmer', 'barn', 'chick'],
    footprint: 'hoof',
    decorations: ['barn', 'chick', 'pig', 'tractor', 'egg', 'sunflower'],
    palette: { primary: '#c0392b', secondary: '#5c9e3f', accent: '#f2c230', soft: '#fdf3e4', ink: '#3b2c22' },
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
