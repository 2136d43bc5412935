/**
 * The rhyme judge, backed by the CMU pronouncing dictionary: two words rhyme when their phonemes match
 * from the last stressed vowel on, for any of their listed pronunciations. The dictionary is 4.7 MB, so
 * the functions load this module only when an LLM's couplet needs judging (see clue-providers.ts);
 * tests use it to judge the built-in engine's couplets.
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
