import type { ClueDifficulty, ClueTheme } from '@domain/clue-request';
import type { Tables } from '@domain/database';

/**
 * A clue as the app reads it. The table's check constraints hold theme and difficulty to the domain's
 * values, which the generated row type can only call `string`.
 */
export type ClueRow = Omit<Tables<'clues'>, 'theme' | 'difficulty'> & {
  theme: ClueTheme;
  difficulty: ClueDifficulty;
};
