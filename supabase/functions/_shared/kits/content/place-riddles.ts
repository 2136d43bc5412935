/**
 * Riddles about the safe hiding places most homes and yards have, one per age band for each place:
 * the bulk of every kit's 200+ (each kit frames them in its own voice, see kit-riddle-set.ts). Every
 * answer is a place the clue engine knows, so a test can check with its rules that the 3–6 and 6–8
 * riddles lead to that place and to no other; none is a place the safety list forbids
 * (domain/safe-places.ts, checked by safe-hiding-places.test.ts).
 */

import riddles from './place-riddles.json' with { type: 'json' };

export interface PlaceRiddles {
  /** Where to hide the card, as the page prints it after "Hide it:". */
  answer: string;
  /** Ages 3–6, read aloud: names the place and says where to look. */
  easy: string;
  /** Ages 6–8: a simple riddle describing the place. */
  basic: string;
  /** Ages 8–14: a couplet whose two lines end in rhyming words. */
  rhyme: readonly [string, string];
}

/**
 * One riddle per age band for each place (place-riddles.json). JSON knows no tuples, so the compiler
 * cannot see that a rhyme is two lines; content-banks.test.ts checks it is.
 */
export const placeRiddles = riddles as unknown as readonly PlaceRiddles[];
