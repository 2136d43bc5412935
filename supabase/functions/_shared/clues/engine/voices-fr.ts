import type { ClueTheme } from '../../domain/clue-request.ts';
import type { ThemeVoice } from './voices.ts';
import voices from './voices-fr.json' with { type: 'json' };

/**
 * How each theme speaks in Québec French (voices-fr.json, checked by content-banks.test.ts), in the
 * English voices' shape: to the child with « tu ». Titles are words a girl or a boy can be called alike
 * (« capitaine », « détective », « jeune mage »), since the form does not ask. No line names a place:
 * a clue names only the parent's.
 */
export const frenchThemeVoices = voices as Record<ClueTheme, ThemeVoice>;
