// Runs in vite.config.ts (dev server, build, tests), never in the browser: the checked values reach the
// app through a compile-time constant (see env.ts), so the validator costs page visitors nothing.
import * as z from 'zod/mini';

/** The local stack's address and public anonymous key (see supabase/local/keys.ts); public by design. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/**
 * The pixel id of local builds (npm run build:local): a placeholder, so the consent bar, the
 * Content-Security-Policy and the e2e checks run as in a shop with a pixel. Meta knows no such pixel,
 * and the e2e suite answers its requests itself.
 */
export const LOCAL_META_PIXEL_ID = '1000000000000001';
/** What local and test builds show as the support address; a production build must be given the real one. */
const LOCAL_SUPPORT_EMAIL = 'support@adventurecluekits.com';

const url = z.url({ protocol: /^https?$/ });
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
/** A YouTube video id: 11 characters of letters, digits, - and _. */
const videoId = z.string().check(z.regex(/^[\w-]{11}$/, 'must be a YouTube video id (11 characters)'));

const envSchema = z.object({
  VITE_SITE_URL: z._default(url, 'https://adventurecluekits.com'),
  VITE_SUPABASE_URL: z.optional(url),
  VITE_SUPABASE_ANON_KEY: z.optional(z.string().check(z.minLength(1))),
  VITE_GEO_URL: z._default(url, 'https://ipapi.co/json/'),
  VITE_META_PIXEL_ID: z.optional(z.string().check(z.regex(/^\d+$/, 'must be digits only'))),
  VITE_SUPPORT_EMAIL: z.optional(z.email()),
  // Facts only the shop owner can give: each link or embed is left out while its value is unset.
  VITE_COMPANY_NAME: z.optional(z.string().check(z.minLength(1))),
  VITE_COMPANY_URL: z.optional(httpsUrl),
  VITE_FACEBOOK_URL: z.optional(httpsUrl),
  VITE_INSTAGRAM_URL: z.optional(httpsUrl),
  VITE_PINTEREST_URL: z.optional(httpsUrl),
  VITE_YOUTUBE_URL: z.optional(httpsUrl),
  VITE_EXPLAINER_VIDEO_ID_DESKTOP: z.optional(videoId),
  VITE_EXPLAINER_VIDEO_ID_MOBILE: z.optional(videoId),
  VITE_PAYMENTS_ENABLED: z.optional(z.enum(['true', 'false'])),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<
  ParsedEnv,
  'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY' | 'VITE_SUPPORT_EMAIL' | 'VITE_PAYMENTS_ENABLED'
> & {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  VITE_SUPPORT_EMAIL: string;
  /**
   * Whether the cart can check out. Default: on for a local build (the stack's Stripe stand-in always
   * answers), off for a production build unless it says payments are configured.
   */
  VITE_PAYMENTS_ENABLED: boolean;
};

/**
 * `local`: the dev server, unit tests and builds for the local stack (`npm run build:local`), which
 * talk to the local stack unless told otherwise. `production`: `npm run build`, which must be given
 * the hosted project and the support address, and refuses a loopback Supabase URL.
 */
export type EnvTarget = 'local' | 'production';

/** Empty strings count as unset, so a blank line in .env falls back to the default. */
const withoutBlanks = (source: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));

const isLoopback = (address: string) =>
  ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(new URL(address).hostname);

function productionProblems(env: ParsedEnv): string[] {
  const problems: string[] = [];
  if (!env.VITE_SUPABASE_URL)
    problems.push('- VITE_SUPABASE_URL: required for a production build (https://<ref>.supabase.co)');
  else if (isLoopback(env.VITE_SUPABASE_URL))
    problems.push(
      `- VITE_SUPABASE_URL: ${env.VITE_SUPABASE_URL} is this machine; a production build must use the hosted project (for the local stack run npm run build:local)`,
    );
  if (!env.VITE_SUPABASE_ANON_KEY)
    problems.push("- VITE_SUPABASE_ANON_KEY: required for a production build (the project's anon key)");
  else if (env.VITE_SUPABASE_ANON_KEY === LOCAL_ANON_KEY)
    problems.push("- VITE_SUPABASE_ANON_KEY: is the local stack's demo key, not the hosted project's");
  if (!env.VITE_SUPPORT_EMAIL)
    problems.push('- VITE_SUPPORT_EMAIL: required for a production build (the address customers write to)');
  return problems;
}

export function parseEnv(source: Record<string, unknown>, target: EnvTarget = 'local'): Env {
  const result = envSchema.safeParse(withoutBlanks(source));
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
  if (result.success && target === 'production') problems.push(...productionProblems(result.data));
  if (!result.success || problems.length > 0)
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`);
  const env = result.data;
  return {
    ...env,
    VITE_SITE_URL: env.VITE_SITE_URL.replace(/\/+$/, ''),
    VITE_SUPABASE_URL: env.VITE_SUPABASE_URL ?? LOCAL_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    VITE_SUPPORT_EMAIL: env.VITE_SUPPORT_EMAIL ?? LOCAL_SUPPORT_EMAIL,
    VITE_PAYMENTS_ENABLED:
      env.VITE_PAYMENTS_ENABLED === undefined ? target === 'local' : env.VITE_PAYMENTS_ENABLED === 'true',
  };
}
