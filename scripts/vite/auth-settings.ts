import { parse } from 'smol-toml';

import type { AuthSettings } from '../../src/config/auth-settings.ts';
import type { EnvTarget } from '../../src/config/env-schema.ts';
import { MIN_PASSWORD_LENGTH } from '../../supabase/functions/_shared/domain/auth.ts';

/** bcrypt reads 72 bytes of a password, so Auth refuses longer ones. */
const MAX_PASSWORD_LENGTH = 72;

type Table = Record<string, unknown>;
const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};

/**
 * The Auth settings of the project a build talks to, from supabase/config.toml, their one home: for
 * a production build, what `supabase config push` sends the hosted project ([auth] overlaid with
 * [remotes.production.auth]); otherwise what the local stack reads ([auth]). The browser's forms then
 * state the minimum the project enforces.
 */
export function authSettingsFor(target: EnvTarget, configToml: string): AuthSettings {
  const config = parse(configToml) as Table;
  const local = table(config.auth);
  const production = table(table(table(config.remotes).production).auth);
  const where = target === 'production' && 'minimum_password_length' in production ? production : local;
  const minimum = where.minimum_password_length ?? MIN_PASSWORD_LENGTH;
  if (
    typeof minimum !== 'number' ||
    !Number.isInteger(minimum) ||
    minimum < MIN_PASSWORD_LENGTH ||
    minimum > MAX_PASSWORD_LENGTH
  )
    throw new Error(
      `supabase/config.toml: [${where === local ? 'auth' : 'remotes.production.auth'}] minimum_password_length must be a whole number from ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH}`,
    );
  return { minimumPasswordLength: minimum };
}
