import { describe, expect, it } from 'vitest';

import { breaksFrenchTypography } from './french-typography.ts';
import { categories, categoryTextIn, filterKits } from './kit-categories.ts';
import { kitContentsIn } from './kit-contents.ts';
import { kits, kitTextIn } from './kits.ts';
import { pricingCtaIn, pricingPlans } from './pricing-plans.ts';
import { formatPrice, pricingTextsIn } from './pricing.ts';
import { regionNamesIn } from './regions.ts';

// The catalogue's French beside its English (issue 20 §1): the same facts, in fr-CA.

const nbsp = '\u00A0';
const slugsOf = (list: readonly { slug: string }[]) => list.map((kit) => kit.slug);

describe('the catalogue in French', () => {
  it('formats money the fr-CA way: "24,99 $" for Canadian dollars, "19,99 $ US" for American ones', () => {
    expect(formatPrice(2499, 'ca', 'fr')).toBe(`24,99${nbsp}$`);
    expect(formatPrice(1999, 'us', 'fr')).toBe(`19,99${nbsp}$${nbsp}US`);
    expect(formatPrice(123450, 'ca', 'fr')).toBe(`1${nbsp}234,50${nbsp}$`);
    // English is what it always was.
    expect(formatPrice(1999, 'us', 'en')).toBe('$19.99');
    expect(formatPrice(2499, 'ca')).toBe('$24.99');
  });

  it('gives every kit its French title, description, picture text and facts', () => {
    for (const kit of kits) {
      const text = kitTextIn(kit, 'fr');
      expect(text.title).toBe(kit.translations.fr.title);
      expect(text.description).toBe(kit.translations.fr.description);
      expect(text.description).not.toBe(kit.description);
      expect(text.imageAlt).not.toBe(kit.imageAlt);
      expect(text.ages).toMatch(/3 à 14 ans$/);
      for (const value of Object.values(text)) expect(breaksFrenchTypography(value)).toBe(false);
      expect(kitTextIn(kit, 'en')).toMatchObject({ title: kit.title, description: kit.description });
    }
    expect(kitTextIn(kits[0]!, 'fr')).toMatchObject({ difficulty: 'Facile', duration: '1 à 2 heures' });
  });

  it('names the categories, plans and region in French', () => {
    expect(categories.map((entry) => categoryTextIn(entry, 'fr').name)).toEqual([
      'Toutes les aventures',
      'Aventures festives',
      'Aventures pleines d’action',
      'Aventures fantastiques',
      'Aventures éducatives',
    ]);
    const [digital, printed] = pricingPlans('ca', 'fr');
    expect(digital).toMatchObject({ name: 'Téléchargement numérique', priceCents: 2499, currency: 'CAD' });
    expect(digital?.features).toContain(kitContentsIn.fr.facts.riddles);
    expect(printed).toMatchObject({ freeShipping: 'Livraison gratuite au Canada' });
    expect(pricingPlans('us', 'fr')[1]).toMatchObject({ shippingNote: pricingTextsIn.fr.shippingNoteUs });
    expect(pricingCtaIn.fr).toBe('Choisissez votre thème et téléchargez-le');
    expect(regionNamesIn.fr).toEqual({ us: 'États-Unis', ca: 'Canada' });
    for (const text of Object.values(pricingTextsIn.fr)) expect(breaksFrenchTypography(text)).toBe(false);
  });

  it('searches French words, with or without accents, on French pages only', () => {
    expect(slugsOf(filterKits(kits, 'all', 'grange', 'fr'))).toEqual(['farmyard-hunt']);
    expect(slugsOf(filterKits(kits, 'all', 'paques lapin', 'fr'))).toContain('easter-bunny');
    expect(slugsOf(filterKits(kits, 'all', 'Dinosaure', 'fr'))).toEqual(['dino-bunny-hunt']);
    expect(slugsOf(filterKits(kits, 'educational', 'planètes', 'fr'))).toEqual(['space-bunny']);
    // English words still find their kit on a French page; English pages read English only.
    expect(slugsOf(filterKits(kits, 'all', 'pirate', 'fr'))).toEqual(['pirate-bunny']);
    expect(filterKits(kits, 'all', 'grange')).toEqual([]);
  });
});
