/**
 * How each kit looks when printed: the art it uses and its colours. The kit's slug and title come from
 * kits.ts; this adds only what the printable kit needs. The posters' words are paid content and live
 * with the server's kit content (kits/content/poster-lines.ts), out of the browser's reach.
 */

import type { ClueTheme } from './clue-request.ts';
import type { IconName } from './kit-icons.ts';
import kitLooks from './kit-themes.json' with { type: 'json' };
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

/** Each kit's art and colours (kit-themes.json, checked by content-banks.test.ts). */
const looks = kitLooks as Readonly<Record<KitPdfSlug, Omit<KitTheme, 'slug' | 'title'>>>;

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
