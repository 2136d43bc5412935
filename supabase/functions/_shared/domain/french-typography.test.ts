import { describe, expect, it } from 'vitest';

import { breaksFrenchTypography, frenchTexts, frenchTypography } from './french-typography.ts';

const nbsp = '\u00A0';
const narrow = '\u202F';

describe('frenchTypography', () => {
  it('puts a no-break space before a colon and a narrow one before ; ! ?', () => {
    expect(frenchTypography('Dernière mise à jour : 8 mars')).toBe(`Dernière mise à jour${nbsp}: 8 mars`);
    expect(frenchTypography('Bravo! Des questions? Oui; non')).toBe(
      `Bravo${narrow}! Des questions${narrow}? Oui${narrow}; non`,
    );
    expect(frenchTypography('Fini !')).toBe(`Fini${narrow}!`);
  });

  it('puts no-break spaces inside guillemets', () => {
    expect(frenchTypography('avec « Choix de confidentialité » au bas')).toBe(
      `avec «${nbsp}Choix de confidentialité${nbsp}» au bas`,
    );
  });

  it('leaves addresses, times and text already right alone', () => {
    const right = `Écrivez à aide@example.com${nbsp}: https://example.com/d?all=pirate à 10:30`;
    expect(frenchTypography(right)).toBe(right);
    expect(breaksFrenchTypography(right)).toBe(false);
    expect(breaksFrenchTypography('Prêts ?')).toBe(true);
  });

  it('applies to every string of a content object and keeps the rest', () => {
    expect(frenchTexts({ lang: 'fr', n: 2, list: ['Oui!', 'Non :'] })).toEqual({
      lang: 'fr',
      n: 2,
      list: [`Oui${narrow}!`, `Non${nbsp}:`],
    });
  });
});
