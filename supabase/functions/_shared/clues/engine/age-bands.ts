import type { ClueAgeBand } from '../../domain/clue-request.ts';

/**
 * What each age band (spec: 3-6 visual clue cards, 6-8 basic riddles, 8-14 harder riddles with rhymes)
 * allows: a word limit for the whole clue and the verbs a clue sends the child with.
 */
export interface AgeBandStyle {
  maxWords: number;
  /** "Go to the fridge door." */
  goVerbs: readonly string[];
  /** Hard riddles for this band rhyme a couplet before the question. */
  rhymingRiddle: boolean;
}

export const ageBandStyles: Record<ClueAgeBand, AgeBandStyle> = {
  '3-6': { maxWords: 20, goVerbs: ['go to', 'find', 'walk to'], rhymingRiddle: false },
  '6-8': { maxWords: 35, goVerbs: ['go to', 'find', 'head to', 'look for'], rhymingRiddle: false },
  '8-14': {
    maxWords: 60,
    goVerbs: ['make your way to', 'track down', 'head over to', 'seek out'],
    rhymingRiddle: true,
  },
};

export const countWords = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
