/**
 * Each kit's own riddles in Canadian French, written in its theme for Québec children (« cocos de
 * Pâques », « tuque », « chaudière », « garde-robe »): the first of the 200+ a French kit prints (see
 * kit-riddle-set.ts). Not translations of kit-riddles.ts: the rhymes are French rhymes. Written with
 * plain spaces; kit-riddle-set.ts applies French punctuation spacing. Paid content: server only.
 */

import type { KitOwnRiddles } from './kit-riddles.ts';
import riddles from './kit-riddles-fr.json' with { type: 'json' };

/** Each kit's own French riddles (kit-riddles-fr.json, checked by content-banks.test.ts). */
export const kitOwnRiddlesFr = riddles as unknown as readonly KitOwnRiddles[];
