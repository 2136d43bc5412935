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

export const categories: readonly CategoryEntry[] = [
  {
    id: 'all',
    text: {
      en: { name: 'All Adventures', description: 'Every themed hunt in one place.' },
      fr: { name: 'Toutes les aventures', description: 'Toutes nos chasses thématiques au même endroit.' },
    },
  },
  {
    id: 'holiday',
    text: {
      en: { name: 'Holiday Adventures', description: 'Easter mornings and festive family hunts.' },
      fr: { name: 'Aventures festives', description: 'Matins de Pâques et chasses festives en famille.' },
    },
  },
  {
    id: 'adventure',
    text: {
      en: { name: 'Action Adventures', description: 'Treasure maps, mysteries and daring quests.' },
      fr: {
        name: 'Aventures pleines d’action',
        description: 'Cartes au trésor, mystères et quêtes audacieuses.',
      },
    },
  },
  {
    id: 'fantasy',
    text: {
      en: { name: 'Fantasy Adventures', description: 'Castles, capes and a little bit of magic.' },
      fr: { name: 'Aventures fantastiques', description: 'Châteaux, capes et une pincée de magie.' },
    },
  },
  {
    id: 'educational',
    text: {
      en: { name: 'Learning Adventures', description: 'Planets, fossils and facts hidden in every clue.' },
      fr: {
        name: 'Aventures éducatives',
        description: 'Planètes, fossiles et découvertes cachées dans chaque indice.',
      },
    },
  },
];

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
