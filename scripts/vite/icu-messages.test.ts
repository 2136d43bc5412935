import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import { CATALOG_FILE, compileCatalog } from './icu-messages.ts';

describe('the message catalog compiler', () => {
  it('recognises catalogs by their place, i18n/<en|fr>.json', () => {
    expect(CATALOG_FILE.test('/x/src/features/home/i18n/fr.json')).toBe(true);
    expect(CATALOG_FILE.test('/x/src/features/home/i18n/de.json')).toBe(false);
    expect(CATALOG_FILE.test('/x/src/features/home/fr.json')).toBe(false);
  });

  it('keeps plain text as text and parses messages with arguments, plurals or tags', () => {
    const compiled = compileCatalog(
      JSON.stringify({
        plain: 'Shop all kits',
        apostrophe: "kids' parties",
        count: '{count, plural, one {# kit} other {# kits}}',
        link: 'Read the <link>terms</link>',
      }),
      'src/x/i18n/en.json',
    );
    expect(compiled.plain).toBe('Shop all kits');
    expect(compiled.count).toEqual([expect.objectContaining({ type: TYPE.plural, value: 'count' })]);
    expect(compiled.link).toContainEqual(expect.objectContaining({ type: TYPE.tag, value: 'link' }));
    // An apostrophe before a space is text in ICU, not a quote.
    expect(compiled.apostrophe).toEqual([{ type: TYPE.literal, value: "kids' parties" }]);
  });

  it('gives French messages French punctuation spacing, and English ones none', () => {
    const source = JSON.stringify({ q: 'Téléchargement perdu? Récupérez-le : ici', n: 'Payer {amount}!' });
    const french = compileCatalog(source, 'src/x/i18n/fr.json');
    expect(french.q).toBe('Téléchargement perdu\u202F? Récupérez-le\u00A0: ici');
    expect(french.n).toEqual([
      { type: TYPE.literal, value: 'Payer ' },
      { type: TYPE.argument, value: 'amount' },
      { type: TYPE.literal, value: '\u202F!' },
    ]);
    expect(compileCatalog(source, 'src/x/i18n/en.json').q).toBe('Téléchargement perdu? Récupérez-le : ici');
  });

  it('stops the build on a message FormatJS cannot parse, naming the catalog and id', () => {
    expect(() => compileCatalog(JSON.stringify({ broken: 'Hello {name' }), 'src/x/i18n/en.json')).toThrow(
      /src\/x\/i18n\/en\.json: message "broken" is not valid ICU MessageFormat/,
    );
    expect(() => compileCatalog(JSON.stringify({ nested: { a: 'b' } }), 'src/x/i18n/en.json')).toThrow(
      /message "nested" is not a string/,
    );
  });
});
