import { kits, type Kit } from './kits.ts';
import type { Locale } from './locales.ts';

/** Where a language finds a kit's title other than the English one (which orders store, as the owner reads it). */
const translatedTitle: Readonly<Record<Locale, (kit: Kit) => string | undefined>> = {
  en: () => undefined,
  fr: (kit) => kit.titleFr,
};

/**
 * A kit's title in `locale`, for Stripe Checkout, the emails and the kit's PDF and README: the French title in
 * French, else `englishTitle` (the title an order stored, or the kit theme's).
 */
export function kitTitleIn(locale: Locale, slug: string, englishTitle: string): string {
  const kit = kits.find((candidate) => candidate.slug === slug);
  return (kit && translatedTitle[locale]?.(kit)) ?? englishTitle;
}
