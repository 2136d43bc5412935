/**
 * The kit pages the shop previews, rendered from the kit itself by `npm run kit:previews` into
 * public/images/kit-previews/, so the pictures on a kit's page are the pages a parent prints. Kit
 * pages import this, so it stays free of the PDF code and the riddle bank.
 */

import { defaultLocale, type Locale } from '../../domain/locales.ts';

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

/** The preview of a kit page in a language: the French kit's pages (`-fr`) for a French shop page. */
export function kitPreviewUrl(slug: string, page: KitPreviewPage['id'], lang: Locale = 'en'): string {
  return `/images/kit-previews/${slug}${lang === defaultLocale ? '' : `-${lang}`}-${page}.png`;
}
