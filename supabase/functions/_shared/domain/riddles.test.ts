import { describe, expect, it } from 'vitest';

import { wordsRhyme } from '../clue-generator/cmu-rhyme.ts';
import { kitPdfSlugs } from './kit-themes.ts';
import { riddleBands, riddles, riddlesForKit } from './riddles.ts';

describe('the riddle bank', () => {
  it('holds over 200 riddles, the figure the shop pages promise', () => {
    expect(riddles.length).toBeGreaterThanOrEqual(200);
  });

  it.each(kitPdfSlugs)('gives the %s kit at least 20 riddles in every age band', (kit) => {
    const own = riddlesForKit(kit);
    expect(own.length).toBeGreaterThanOrEqual(20);
    for (const band of riddleBands) {
      expect(own.filter((riddle) => riddle.band === band).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('belongs only to known kits, never repeats a riddle, and always names a hiding place', () => {
    expect(new Set(riddles.map((riddle) => riddle.kit))).toEqual(new Set(kitPdfSlugs));
    expect(new Set(riddles.map((riddle) => riddle.text.toLowerCase())).size).toBe(riddles.length);
    for (const riddle of riddles) {
      expect(riddle.answer.trim().length).toBeGreaterThan(2);
      expect(riddle.text).toMatch(/[.!?]$/);
    }
  });

  it('writes the 8–14 riddles as rhyming couplets: the two halves end on words that rhyme', () => {
    const lastWord = (text: string) => /([a-z']+)\W*$/i.exec(text.replace(/\u2019/g, "'"))![1]!.toLowerCase();
    const unrhymed = riddles
      .filter((riddle) => riddle.band === '8-14')
      .filter((riddle) => {
        const [first, ...rest] = riddle.text.split(/[;,] (?=[^;,]*$)|; /);
        return !(rest.length > 0 && wordsRhyme(lastWord(first!), lastWord(rest.join(' '))));
      })
      .map((riddle) => riddle.text);
    expect(unrhymed).toEqual([]);
  });
});
