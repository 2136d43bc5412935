import type { Env } from '@/config/env-schema';

/** Filled in by vite.config.ts with the env vars it checked with `parseEnv` (src/config/env-schema.ts). */
declare const __APP_ENV__: Env;

/** The app's configuration: read once, at build (or dev-server) start, and checked there. */
export const env: Env = __APP_ENV__;

export type { Env };
