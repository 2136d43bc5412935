import { kits, type KitWords } from './kits.ts';
import type { Locale } from './locales.ts';

/**
 * A kit's title in `locale`, for Stripe Checkout, the emails and the kit's PDF and README: its translation's
 * title (the French title in French), else `englishTitle` (the title an order stored, or the kit theme's).
 */
export function kitTitleIn(locale: Locale, slug: string, englishTitle: string): string {
  const kit = kits.find((candidate) => candidate.slug === slug);
  const translations: Partial<Record<Locale, KitWords>> | undefined = kit?.translations;
  return translations?.[locale]?.title ?? englishTitle;
}
