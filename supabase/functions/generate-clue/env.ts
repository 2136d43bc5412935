/**
 * Every environment variable generate-clue reads. The function reads these and no others, and the
 * local functions runner grants it exactly these (Deno's --allow-env).
 */
export const functionEnv = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'CLUE_LLM_BASE_URL',
  'CLUE_LLM_API_KEY',
  'CLUE_LLM_MODEL',
  'CLUE_QUOTA_PER_MINUTE',
  'CLUE_QUOTA_PER_DAY',
] as const;
