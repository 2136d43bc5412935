import type { Kit } from './kits.ts';

// The browse page's categories and search, apart from the kit list that every page showing a kit loads.

export type CategoryId = 'all' | 'holiday' | 'adventure' | 'fantasy' | 'educational';

export interface CategoryEntry {
  id: CategoryId;
  name: string;
  description: string;
}

export const categories: readonly CategoryEntry[] = [
  { id: 'all', name: 'All Adventures', description: 'Every themed hunt in one place.' },
  { id: 'holiday', name: 'Holiday Adventures', description: 'Easter mornings and festive family hunts.' },
  { id: 'adventure', name: 'Action Adventures', description: 'Treasure maps, mysteries and daring quests.' },
  { id: 'fantasy', name: 'Fantasy Adventures', description: 'Castles, capes and a little bit of magic.' },
  {
    id: 'educational',
    name: 'Learning Adventures',
    description: 'Planets, fossils and facts hidden in every clue.',
  },
];

export function isCategoryId(value: string): value is CategoryId {
  return categories.some((category) => category.id === value);
}

/** Category ids are lower-case and kit categories are capitalised, so the match ignores case (spec §4). */
export function filterKits(list: readonly Kit[], category: CategoryId, search = ''): Kit[] {
  const query = search.trim().toLowerCase();
  return list.filter((kit) => {
    if (category !== 'all' && kit.category.toLowerCase() !== category.toLowerCase()) return false;
    if (!query) return true;
    const haystack = [kit.title, kit.description, kit.category, ...kit.tags].join(' ').toLowerCase();
    return query.split(/\s+/).every((word) => haystack.includes(word));
  });
}
