import { SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';

/**
 * Every environment variable admin-promotions reads: the service role, and Stripe (the local stack's
 * stand-in when STRIPE_API_URL is set), which holds each code's coupon and promotion code.
 */
export const functionEnv = [...SERVICE_ROLE_ENV, 'STRIPE_SECRET_KEY', 'STRIPE_API_URL'] as const;
