import type { ClueTheme } from '../../domain/clue-request.ts';
import voices from './voices-fr.json' with { type: 'json' };

/**
 * How each theme speaks in Québec French, to the child with « tu ». Titles are words a girl or a boy
 * can be called alike (« capitaine », « détective », « jeune mage »), since the form does not ask.
 * No line names a place: a clue names only the parent's.
 */
export interface FrenchThemeVoice {
  easyOpeners: readonly string[];
  addresses: readonly string[];
  riddleOpeners: readonly string[];
  /** How an LLM prompt describes the voice. */
  description: string;
}

/** Each theme's French voice (voices-fr.json, checked by content-banks.test.ts). */
export const frenchThemeVoices = voices as Record<ClueTheme, FrenchThemeVoice>;
