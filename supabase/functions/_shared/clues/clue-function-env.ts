import { SERVICE_ROLE_ENV } from '../http/function-env.ts';

/**
 * The environment variables a function that writes clues reads (generate-clue, generate-hunt): the
 * service-role client, the optional LLM and the quota settings.
 */
export const clueFunctionEnv = [
  ...SERVICE_ROLE_ENV,
  'CLUE_LLM_BASE_URL',
  'CLUE_LLM_API_KEY',
  'CLUE_LLM_MODEL',
  'CLUE_QUOTA_PER_MINUTE',
  'CLUE_QUOTA_PER_DAY',
  // Read by compromise (the clue engine's phrase parser) as it works; never set here.
  'DEBUG_TAGS',
  'DEBUG_CHUNKS',
  'DEBUG_MATCH',
] as const;
