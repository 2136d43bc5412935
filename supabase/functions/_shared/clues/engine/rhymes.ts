import families from './rhymes.json' with { type: 'json' };

/**
 * Rhyme families for couplets and riddles. Every knowledge-base line ends with one of these words, and
 * the generator answers it with a filler line of the same family, so couplets rhyme by construction.
 * The fillers name no hiding place, which keeps them safe to use inside riddles too. A test checks every
 * family against the CMU pronouncing dictionary.
 */
export interface RhymeFamily {
  words: readonly string[];
  fillers: readonly string[];
}

/** The families, by the sound they share (rhymes.json, checked by content-banks.test.ts). */
export const rhymeFamilies = families as Record<string, RhymeFamily>;

const familyByWord = new Map<string, string>(
  Object.entries(rhymeFamilies).flatMap(([family, { words }]) =>
    words.map((word) => [word, family] as const),
  ),
);

/** The last word of a line, lower-cased, without punctuation. */
export function lastWord(line: string): string {
  const words = line.toLowerCase().match(/[a-z']+/g) ?? [];
  return (words[words.length - 1] ?? '').replace(/^'+|'+$/g, '');
}

/** The rhyme family a line ends in, or undefined when its last word is not in any family. */
export function rhymeFamilyOf(line: string): RhymeFamily | undefined {
  const family = familyByWord.get(lastWord(line));
  return family === undefined ? undefined : rhymeFamilies[family];
}
