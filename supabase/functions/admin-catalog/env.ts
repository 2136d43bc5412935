import { SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { MAIL_ENV } from '../_shared/mail/mailer-from-env.ts';

/**
 * Every environment variable admin-catalog reads: the service role, the static host's build hook
 * (optional; the local stack gives its own, which rebuilds dist/), and the site and mailer for the
 * on-sale emails of 'Tell me when it's available'.
 */
export const functionEnv = [...SERVICE_ROLE_ENV, 'BUILD_HOOK_URL', 'SITE_URL', ...MAIL_ENV] as const;
