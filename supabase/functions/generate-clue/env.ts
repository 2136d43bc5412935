import { clueFunctionEnv } from '../_shared/clues/clue-function-env.ts';

/**
 * Every environment variable generate-clue reads. The function reads these and no others, and the
 * local functions runner grants it exactly these (Deno's --allow-env).
 */
export const functionEnv = clueFunctionEnv;
