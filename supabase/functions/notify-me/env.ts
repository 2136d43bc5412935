import { SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';

/** Every environment variable notify-me reads: the service role and the site it sends visitors back to. */
export const functionEnv = [...SERVICE_ROLE_ENV, 'SITE_URL'] as const;
