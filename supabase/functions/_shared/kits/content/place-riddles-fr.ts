/**
 * The French (Canadian) riddles about the safe hiding places most homes and yards have: the bulk of
 * every French kit's 200+, written for Québec children rather than translated (a « frigo », a « divan »,
 * a « carré de sable », a « garde-robe »), with couplets that rhyme in French. Same places as the English
 * set (place-riddles.ts), so both kits hide cards in the same spots. The 6–8 and 8–14 riddles never say
 * their answer or a word of its family (docs/french-style.md). Written with plain spaces;
 * kit-riddle-set.ts applies French punctuation spacing when it builds the set.
 */

import type { PlaceRiddles } from './place-riddles.ts';
import riddles from './place-riddles-fr.json' with { type: 'json' };

/** One riddle per age band for each place (place-riddles-fr.json, checked by content-banks.test.ts). */
export const placeRiddlesFr = riddles as unknown as readonly PlaceRiddles[];
