import type { ClueTheme } from '../../domain/clue-request.ts';
import voices from './voices.json' with { type: 'json' };

/**
 * How each theme speaks. Easy openers stay a few words long so the whole clue fits a young child's
 * 30-word limit; addresses start couplets; riddle openers announce the riddle in the theme's voice.
 */
export interface ThemeVoice {
  easyOpeners: readonly string[];
  addresses: readonly string[];
  riddleOpeners: readonly string[];
  /** Words an LLM prompt uses to describe the voice. */
  description: string;
}

/** Each theme's voice (voices.json, checked by content-banks.test.ts). */
export const themeVoices = voices as Record<ClueTheme, ThemeVoice>;
