import { describe, expect, it } from 'vitest';

import { breaksFrenchTypography } from '@domain/french-typography';

import { privacyPolicies } from './privacy';
import { TERMS_LAST_CHANGED, TERMS_LAST_UPDATED, termsOfSale, termsVersions } from './terms';

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('the legal texts in French', () => {
  it('come first on the terms page, with a French version of every English section', () => {
    expect(termsVersions.map((version) => version.lang)).toEqual(['fr', 'en']);
    expect(termsOfSale.fr.sections).toHaveLength(termsOfSale.en.sections.length);
    expect(privacyPolicies.fr.sections).toHaveLength(privacyPolicies.en.sections.length);
    // Section ids are page anchors: both versions live on one page, so none may repeat.
    const ids = [...termsOfSale.fr.sections, ...termsOfSale.en.sections].map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('say in both languages which version binds a Canadian order', () => {
    expect(termsOfSale.fr.sections.at(-1)?.paragraphs.join(' ')).toMatch(
      /choisissez expressément la version anglaise/,
    );
    expect(termsOfSale.en.sections.at(-1)?.paragraphs.join(' ')).toMatch(
      /expressly choose the English version/,
    );
  });

  it('follow French typography: no-break spaces before : ; ! ? and inside « »', () => {
    const broken = [...stringsOf(termsOfSale.fr), ...stringsOf(privacyPolicies.fr)].filter(
      breaksFrenchTypography,
    );
    expect(broken).toEqual([]);
    expect(termsOfSale.fr.lastUpdated).toBe('Dernière mise à jour\u00A0: 27 novembre 2026');
  });

  it('date both versions from the one day the terms last changed, each in its own language', () => {
    expect(TERMS_LAST_CHANGED).toBe('2026-11-27');
    expect(TERMS_LAST_UPDATED).toEqual({ en: 'November 27, 2026', fr: '27 novembre 2026' });
    expect(termsOfSale.en.lastUpdated).toBe('Last updated: November 27, 2026');
  });
});
