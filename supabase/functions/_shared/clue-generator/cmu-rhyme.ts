/**
 * Test-only rhyme judge backed by the CMU pronouncing dictionary (Node only: the dictionary is a
 * dev dependency and far too large to ship in the edge function). Two words rhyme when their phonemes
 * match from the last stressed vowel on, for any of their listed pronunciations.
 */
import { dictionary } from 'cmu-pronouncing-dictionary';

const pronunciations = dictionary as Record<string, string | undefined>;

export function rhymeTails(word: string): string[] {
  const tails: string[] = [];
  for (const key of [word, `${word}(1)`, `${word}(2)`, `${word}(3)`]) {
    const phonemes = pronunciations[key]?.split(' ');
    if (!phonemes) continue;
    let start = phonemes.findLastIndex((phoneme) => /[12]$/.test(phoneme));
    if (start < 0) start = phonemes.findLastIndex((phoneme) => /\d$/.test(phoneme));
    tails.push(
      phonemes
        .slice(start)
        .map((phoneme) => phoneme.replace(/\d/g, ''))
        .join(' '),
    );
  }
  return tails;
}

/** True when both words are in the dictionary, differ, and share a rhyme tail. */
export function wordsRhyme(a: string, b: string): boolean {
  if (a === b) return false;
  const tailsOfB = rhymeTails(b);
  return rhymeTails(a).some((tail) => tailsOfB.includes(tail));
}
