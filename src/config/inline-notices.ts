import { useLocale } from '@/lib/i18n/i18n';
import { frenchTypography } from '@domain/french-typography';
import type { Locale } from '@domain/locales';

/**
 * Texts of spec §8 shown in pages rather than as toasts. Apart from the toasts' notices.ts so the
 * region lookup, on every page's first load, does not bring every notice in both languages with it.
 */
export const inlineNotices = {
  locationFailed: 'Failed to detect location',
  emptyCategory: 'No adventures found',
  emptyCategoryAction: 'View All Adventures',
  /** Ours: the line under the empty notice. */
  emptyCategoryText: 'Try another category or a different word — every hunt is one click away.',
} as const;

/** The inline notices of each language (Canadian French: issue 20 §1). */
export const inlineNoticesIn: Readonly<Record<Locale, Readonly<Record<keyof typeof inlineNotices, string>>>> =
  {
    en: inlineNotices,
    fr: {
      locationFailed: 'Impossible de détecter votre emplacement',
      emptyCategory: 'Aucune aventure trouvée',
      emptyCategoryAction: 'Voir toutes les aventures',
      emptyCategoryText: frenchTypography(
        'Essayez une autre catégorie ou un autre mot : toutes nos chasses vous attendent.',
      ),
    },
  };

/** The inline notices in the page's language. */
export const useInlineNotices = () => inlineNoticesIn[useLocale()];
