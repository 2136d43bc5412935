// Runs in vite.config.ts (dev server, build, tests), never in the browser: the checked values reach the
// app through a compile-time constant (see env.ts), so the validator costs page visitors nothing.
import * as z from 'zod/mini';

/** The local stack's public anonymous key (see supabase/local/keys.ts); it is public by design. */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const url = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  VITE_SITE_URL: z._default(url, 'https://adventurecluekits.com'),
  VITE_SUPABASE_URL: z._default(url, 'http://127.0.0.1:54321'),
  VITE_SUPABASE_ANON_KEY: z._default(z.string().check(z.minLength(1)), LOCAL_ANON_KEY),
  VITE_GEO_URL: z._default(url, 'https://ipapi.co/json/'),
  VITE_META_PIXEL_ID: z.optional(z.string().check(z.regex(/^\d+$/, 'must be digits only'))),
  VITE_SUPPORT_EMAIL: z._default(z.email(), 'support@adventurecluekits.com'),
  VITE_PAYMENTS_ENABLED: z.optional(z.enum(['true', 'false'])),
});

export type Env = Omit<z.infer<typeof envSchema>, 'VITE_PAYMENTS_ENABLED'> & {
  /**
   * Whether the cart can check out. Default: on against the local stack (its Stripe stand-in always
   * answers), off for a hosted project unless the build says payments are configured.
   */
  VITE_PAYMENTS_ENABLED: boolean;
};

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** Empty strings count as unset, so a blank line in .env falls back to the default. */
const withoutBlanks = (source: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(withoutBlanks(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    VITE_SITE_URL: env.VITE_SITE_URL.replace(/\/+$/, ''),
    VITE_PAYMENTS_ENABLED:
      env.VITE_PAYMENTS_ENABLED === undefined
        ? isLoopback(env.VITE_SUPABASE_URL)
        : env.VITE_PAYMENTS_ENABLED === 'true',
  };
}
