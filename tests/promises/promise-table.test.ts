import { describe, expect, it } from 'vitest';

import { brokenPromises, type Promised } from './promise-table.ts';
import type { PromiseText } from './shop-promise-texts.ts';

const text = (where: string, words: string, topic: PromiseText['topic'] = 'kits'): PromiseText => ({
  where,
  text: words,
  topic,
});

const texts = {
  en: [text('plan', '8 editable clue cards'), text('ai', 'Rhymes in seconds', 'generator')],
  fr: [
    text('plan', '8 cartes-indices modifiables'),
    text('ai', 'Des rimes en quelques secondes', 'generator'),
  ],
};
const nothingUnkept = { en: /(?!)/, fr: /(?!)/ };

describe('a promise table', () => {
  it('passes when every text that uses a row is kept, and hands the row the figure it read', () => {
    const figures: string[] = [];
    const table: Promised[] = [
      {
        what: 'editable cards',
        phrase: { en: /(\d+) editable/, fr: /(\d+) cartes-indices modifiables/ },
        kept: (_locale, [, figure]) => {
          figures.push(figure!);
          return true;
        },
      },
    ];
    expect(brokenPromises(texts, table, nothingUnkept)).toEqual([]);
    expect(figures).toEqual(['8', '8']);
  });

  it('names each text whose promise is not kept, in its language', () => {
    const table: Promised[] = [
      {
        what: 'editable cards',
        phrase: { en: /editable/, fr: /modifiables/ },
        kept: (locale) => locale === 'en',
      },
    ];
    expect(brokenPromises(texts, table, nothingUnkept)).toEqual([
      'fr plan: "modifiables" — editable cards: not kept',
    ]);
  });

  it('refuses words of the unkept list, and a row that no text of a language uses', () => {
    const table: Promised[] = [
      { what: 'stickers', phrase: { en: /sticker/, fr: /autocollant/ }, kept: () => true },
    ];
    expect(brokenPromises(texts, table, { en: /editable/, fr: /(?!)/ })).toEqual([
      'en plan: "editable" promises what the shop does not have',
      'en: no text says /sticker/ (stickers); fix the words or drop the row',
      'fr: no text says /autocollant/ (stickers); fix the words or drop the row',
    ]);
  });

  it('reads a row only against the texts of its topic', () => {
    const table: Promised[] = [
      {
        what: 'rhymes from the generator',
        topic: 'generator',
        phrase: { en: /rhymes/i, fr: /rimes/i },
        kept: () => false,
      },
    ];
    expect(brokenPromises(texts, table, nothingUnkept)).toEqual([
      'en ai: "Rhymes" — rhymes from the generator: not kept',
      'fr ai: "rimes" — rhymes from the generator: not kept',
    ]);
  });
});
