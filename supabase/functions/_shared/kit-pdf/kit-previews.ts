/**
 * The kit pages the shop previews, rendered from the kit itself by `npm run kit:previews` into
 * public/images/kit-previews/, so the pictures on a kit's page are the pages a parent prints.
 */

import { riddlesForKit } from '../domain/riddles.ts';
import type { KitHunt, KitPdfOptions } from './kit-options.ts';
import type { KitPdfSlug } from '../domain/kit-themes.ts';

export const kitPreviewPages = [
  { id: 'welcome', label: 'Welcome poster', pageNumber: 1 },
  { id: 'cards', label: 'Clue cards', pageNumber: 4 },
  { id: 'certificate', label: 'Certificate', pageNumber: 9 },
] as const;

export type KitPreviewPage = (typeof kitPreviewPages)[number];

/** Rendered at 96 dpi: US Letter becomes 816 × 1056 pixels. */
export const KIT_PREVIEW_DPI = 96;
export const KIT_PREVIEW_SIZE = { width: 816, height: 1056 } as const;
export const KIT_PREVIEW_SAMPLE_NAME = 'Maya';

export function kitPreviewUrl(slug: string, page: KitPreviewPage['id']): string {
  return `/images/kit-previews/${slug}-${page}.png`;
}

/** A sample hunt from the kit's own riddles, so the card page shows real clues. */
function sampleHunt(slug: KitPdfSlug): KitHunt {
  const riddles = riddlesForKit(slug).filter((riddle) => riddle.band === '6-8');
  return {
    clues: riddles.slice(0, 4).map((riddle, index) => ({
      number: index + 1,
      text: riddle.text,
      hideAt: index === 0 ? null : riddles[index - 1]!.answer,
      leadsTo: riddle.answer,
    })),
  };
}

export function kitPreviewOptions(slug: KitPdfSlug): KitPdfOptions {
  return {
    kit: slug,
    paper: 'letter',
    ink: 'color',
    cards: 'editable8',
    childName: KIT_PREVIEW_SAMPLE_NAME,
    hunt: sampleHunt(slug),
  };
}
