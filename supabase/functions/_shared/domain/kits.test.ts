import { describe, expect, it } from 'vitest';

import { categories, filterKits, type CategoryId } from './kit-categories.ts';
import { KIT_AGES, kitSlugAliases, kitSlugs, kits, lookupKit } from './kits.ts';
import { kitContents, kitFacts } from './kit-contents.ts';

describe('the kit catalogue', () => {
  it('holds the nine kits of the spec under their canonical slugs', () => {
    expect(kitSlugs).toEqual([
      'easter-bunny',
      'cool-bunny',
      'pirate-bunny',
      'space-bunny',
      'dino-bunny-hunt',
      'princess-fairytale',
      'mystery-detective',
      'superhero-easter',
      'farmyard-hunt',
    ]);
    expect(kits.map((kit) => kit.slug)).toEqual(kitSlugs);
    expect(new Set(kits.map((kit) => kit.title)).size).toBe(9);
  });

  it('gives every kit the spec fields, the shared age text and its own artwork', () => {
    for (const kit of kits) {
      expect(kit.ages).toBe('For all ages: 3-14');
      expect(['Easy', 'Medium', 'Hard']).toContain(kit.difficulty);
      expect(['1-2 hours', '2-3 hours']).toContain(kit.duration);
      expect(kit.imageUrl).toBe(`/images/kits/${kit.slug}.svg`);
      expect(kit.description.length).toBeGreaterThan(40);
      expect(kit.tags.length).toBeGreaterThan(0);
    }
    expect(KIT_AGES).toBe('For all ages: 3-14');
  });

  it('sets the purchase state of issue 5 for each kit', () => {
    const states = Object.fromEntries(kits.map((kit) => [kit.slug, kit.purchaseState]));
    expect(states).toEqual({
      'easter-bunny': 'buy-digital',
      'cool-bunny': 'buy-digital',
      'pirate-bunny': 'buy-digital',
      'space-bunny': 'contact-to-purchase',
      'dino-bunny-hunt': 'unavailable',
      'princess-fairytale': 'unavailable',
      'mystery-detective': 'unavailable',
      'superhero-easter': 'unavailable',
      'farmyard-hunt': 'farm-checkout',
    });
  });

  it('sends each old slug to its canonical kit and rejects unknown ones', () => {
    expect(kitSlugAliases).toEqual({
      'pirate-treasure': 'pirate-bunny',
      'space-explorer': 'space-bunny',
      'animal-safari': 'mystery-detective',
      'farmyard-easter': 'farmyard-hunt',
    });
    expect(lookupKit('animal-safari')).toEqual({ kind: 'alias', canonicalSlug: 'mystery-detective' });
    expect(lookupKit('easter-bunny')).toMatchObject({
      kind: 'canonical',
      kit: { title: 'Easter Bunny Hunt' },
    });
    expect(lookupKit('unicorn-kit')).toEqual({ kind: 'unknown' });
    // An alias must never shadow a real slug.
    for (const alias of Object.keys(kitSlugAliases)) expect(kitSlugs).not.toContain(alias);
  });

  it('names the categories of the spec and fills every one of them', () => {
    expect(categories.map((category) => [category.id, category.text.en.name])).toEqual([
      ['all', 'All Adventures'],
      ['holiday', 'Holiday Adventures'],
      ['adventure', 'Action Adventures'],
      ['fantasy', 'Fantasy Adventures'],
      ['educational', 'Learning Adventures'],
    ]);
    for (const category of categories) expect(filterKits(kits, category.id).length).toBeGreaterThan(0);
  });

  it('filters by category ignoring case and by search words', () => {
    expect(filterKits(kits, 'all')).toHaveLength(9);
    expect(filterKits(kits, 'HOLIDAY' as CategoryId).map((kit) => kit.slug)).toEqual(
      filterKits(kits, 'holiday').map((kit) => kit.slug),
    );
    expect(filterKits(kits, 'all', 'Pirate').map((kit) => kit.slug)).toEqual(['pirate-bunny']);
    expect(filterKits(kits, 'all', '  bunny   easter ').map((kit) => kit.slug)).toContain('easter-bunny');
    // Search and category together can leave nothing: the empty state is reachable.
    expect(filterKits(kits, 'fantasy', 'pirate')).toEqual([]);
  });

  it('states one figure per fact', () => {
    expect(kitFacts).toEqual({
      riddleCount: '200+',
      riddles: '200+ pre-made riddles',
      digitalClueCards: 8,
      printedClueCards: 16,
      ageRange: '3-14',
      setupTime: '15-30 minutes',
    });
    const text = kitContents.map((item) => `${item.title} ${item.detail}`).join(' ');
    expect(text).toContain('200+ pre-made riddles');
    expect(text).toContain('8 editable clue cards');
    expect(text).toContain('16 blank clue cards');
    expect(text).not.toMatch(/\b150\b/);
  });
});
