/**
 * Texts of spec §8 shown in pages rather than as toasts. Apart from the toasts' notices.ts so the
 * region lookup, on every page's first load, does not bring every notice in both languages with it.
 */
export const inlineNotices = {
  locationFailed: 'Failed to detect location',
  emptyCategory: 'No adventures found',
  emptyCategoryAction: 'View All Adventures',
} as const;
