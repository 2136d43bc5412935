import { describe, expect, it } from 'vitest';

import { isLocale, locales, localeTags } from './locales.ts';
import { addPseudoLocale, PSEUDO_LOCALE, pseudoLocalize, pseudoTexts } from './pseudo-locale.ts';

describe('the pseudo language', () => {
  it('accents the text of a message and leaves its ICU syntax alone', () => {
    expect(pseudoLocalize('Hello {name}!')).toBe('⟦Héllô {name}!⟧');
    expect(pseudoLocalize('{count, plural, one {# card} other {# cards}} left')).toBe(
      '⟦{count, plural, one {# çàrd} other {# çàrdš}} léfţ⟧',
    );
  });

  it('makes a table of texts, functions included', () => {
    const texts = pseudoTexts({ title: 'Cart', place: (number: number) => `Place ${number}` });
    expect(texts.title).toBe('⟦Çàrţ⟧');
    expect(texts.place(2)).toBe('⟦Plàçé 2⟧');
  });

  it('is added to the locale list and to each table in memory, and taken away again', () => {
    const table: Record<string, { hello: string }> = { en: { hello: 'Hello' }, fr: { hello: 'Bonjour' } };
    const remove = addPseudoLocale([table]);
    expect(isLocale(PSEUDO_LOCALE)).toBe(true);
    expect(localeTags[PSEUDO_LOCALE]).toBe('en-XA');
    expect(table[PSEUDO_LOCALE]).toEqual({ hello: '⟦Héllô⟧' });
    remove();
    expect(locales).toEqual(['en', 'fr']);
    expect(table).not.toHaveProperty(PSEUDO_LOCALE);
    expect(localeTags).not.toHaveProperty(PSEUDO_LOCALE);
  });
});
