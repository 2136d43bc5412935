import { SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';

/**
 * Every environment variable purge-kit-files reads. The function reads these and no others, and the
 * local functions runner grants it exactly these (Deno's --allow-env).
 */
export const functionEnv = [...SERVICE_ROLE_ENV, 'CRON_SECRET'] as const;
