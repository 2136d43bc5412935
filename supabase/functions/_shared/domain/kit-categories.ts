import { kitCategoryFr, type Kit } from './kits.ts';
import type { Locale } from './locales.ts';

// The browse page's categories and search, apart from the kit list that every page showing a kit loads.

export type CategoryId = 'all' | 'holiday' | 'adventure' | 'fantasy' | 'educational';

export interface CategoryEntry {
  id: CategoryId;
  name: string;
  description: string;
  /** The same in Canadian French (issue 20 §1). */
  nameFr: string;
  descriptionFr: string;
}

export const categories: readonly CategoryEntry[] = [
  {
    id: 'all',
    name: 'All Adventures',
    description: 'Every themed hunt in one place.',
    nameFr: 'Toutes les aventures',
    descriptionFr: 'Toutes nos chasses thématiques au même endroit.',
  },
  {
    id: 'holiday',
    name: 'Holiday Adventures',
    description: 'Easter mornings and festive family hunts.',
    nameFr: 'Aventures festives',
    descriptionFr: 'Matins de Pâques et chasses festives en famille.',
  },
  {
    id: 'adventure',
    name: 'Action Adventures',
    description: 'Treasure maps, mysteries and daring quests.',
    nameFr: 'Aventures pleines d’action',
    descriptionFr: 'Cartes au trésor, mystères et quêtes audacieuses.',
  },
  {
    id: 'fantasy',
    name: 'Fantasy Adventures',
    description: 'Castles, capes and a little bit of magic.',
    nameFr: 'Aventures fantastiques',
    descriptionFr: 'Châteaux, capes et une pincée de magie.',
  },
  {
    id: 'educational',
    name: 'Learning Adventures',
    description: 'Planets, fossils and facts hidden in every clue.',
    nameFr: 'Aventures éducatives',
    descriptionFr: 'Planètes, fossiles et découvertes cachées dans chaque indice.',
  },
];

/** A category's name and description in the page's language. */
export const categoryTextIn = (entry: CategoryEntry, locale: Locale) =>
  locale === 'en'
    ? { name: entry.name, description: entry.description }
    : { name: entry.nameFr, description: entry.descriptionFr };

export function isCategoryId(value: string): value is CategoryId {
  return categories.some((category) => category.id === value);
}

// French searches ignore accents both ways: "paques" finds Pâques, "énigme" finds enigme.
const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * Category ids are lower-case and kit categories are capitalised, so the match ignores case (spec §4).
 * On a French page the search reads the kit's French texts as well as its English ones.
 */
export function filterKits(
  list: readonly Kit[],
  category: CategoryId,
  search = '',
  locale: Locale = 'en',
): Kit[] {
  const fold = (text: string) => (locale === 'en' ? text.toLowerCase() : withoutAccents(text.toLowerCase()));
  const query = fold(search.trim());
  return list.filter((kit) => {
    if (category !== 'all' && kit.category.toLowerCase() !== category.toLowerCase()) return false;
    if (!query) return true;
    const words = [kit.title, kit.description, kit.category, ...kit.tags];
    if (locale === 'fr')
      words.push(kit.titleFr, kit.descriptionFr, kitCategoryFr[kit.category], ...kit.tagsFr);
    const haystack = fold(words.join(' '));
    return query.split(/\s+/).every((word) => haystack.includes(word));
  });
}
