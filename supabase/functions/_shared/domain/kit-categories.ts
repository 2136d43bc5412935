import categoryEntries from './kit-categories.json' with { type: 'json' };
import { defaultLocale, type Locale } from './locales.ts';
import { kitTextIn, kitWordsIn, type Kit } from './kits.ts';

// The browse page's categories and search, apart from the kit list that every page showing a kit loads.

export type CategoryId = 'all' | 'holiday' | 'adventure' | 'fantasy' | 'educational';

type CategoryText = { name: string; description: string };

export interface CategoryEntry {
  id: CategoryId;
  /** Its name and description in each language (Canadian French: issue 20 §1). */
  text: Readonly<Record<Locale, CategoryText>>;
}

/** The browse page's categories, in order (kit-categories.json, checked by content-banks.test.ts). */
export const categories = categoryEntries as readonly CategoryEntry[];

/** A category's name and description in the page's language. */
export const categoryTextIn = (entry: CategoryEntry, locale: Locale): CategoryText => entry.text[locale];

export function isCategoryId(value: string): value is CategoryId {
  return categories.some((category) => category.id === value);
}

// Searches ignore case and accents both ways: "paques" finds Pâques, "énigme" finds enigme.
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The words a search reads of a kit in `locale`: its title, description, category and tags. */
const searchWordsIn = (kit: Kit, locale: Locale) => {
  const { title, description, tags } = kitWordsIn(kit, locale);
  return [title, description, kitTextIn(kit, locale).category, ...tags];
};

/**
 * Category ids are lower-case and kit categories are capitalised, so the match ignores case (spec §4).
 * On a page in another language the search reads the kit's texts in it as well as its English ones.
 */
export function filterKits(
  list: readonly Kit[],
  category: CategoryId,
  search = '',
  locale: Locale = 'en',
): Kit[] {
  const query = fold(search.trim());
  return list.filter((kit) => {
    if (category !== 'all' && kit.category.toLowerCase() !== category.toLowerCase()) return false;
    if (!query) return true;
    const words = new Set([...searchWordsIn(kit, defaultLocale), ...searchWordsIn(kit, locale)]);
    const haystack = fold([...words].join(' '));
    return query.split(/\s+/).every((word) => haystack.includes(word));
  });
}
