import { SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';

/**
 * Every environment variable admin-catalog reads: the service role, and the static host's build hook
 * (optional; the local stack gives its own, which rebuilds dist/).
 */
export const functionEnv = [...SERVICE_ROLE_ENV, 'BUILD_HOOK_URL'] as const;
