/**
 * `npm run stack:user -- <email> <password>`: a confirmed member for trying the app by hand.
 *
 * When a local stack answers on the API port, the user is created through its admin API
 * (POST /auth/v1/admin/users with the service-role key), so the running process stays the
 * only one writing to its database. Otherwise the database is opened directly; its data-dir
 * lock refuses that if a stack on another port holds it.
 */
import { pathToFileURL } from 'node:url';
import { assertStrongPassword, assertValidEmail } from './auth/password-policy.ts';
import { findUserByEmail, hashPassword, insertUser } from './auth/users.ts';
import { normaliseEmail } from './http/email.ts';
import { SERVICE_ROLE_KEY } from './keys.ts';
import { defaultApiUrl, openProjectDatabase, projectConfig, stackIsRunning } from './running-stack-api.ts';

export interface CreateUserOptions {
  email: string;
  password: string;
  /** Base URL of a possibly running stack; default SUPABASE_URL, else 127.0.0.1 on STACK_PORT or config.toml's API port. */
  apiUrl?: string;
  /** Used when no stack answers; default as for `npm run stack`. */
  dataDir?: string;
  databaseUrl?: string;
}

export type CreateUserResult = { via: 'api' | 'database'; id: string; created: boolean };

async function viaApi(apiUrl: string, email: string, password: string): Promise<CreateUserResult> {
  const headers = {
    apikey: SERVICE_ROLE_KEY,
    Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
    'Content-Type': 'application/json',
    'X-Supabase-Api-Version': '2024-01-01',
  };
  const response = await fetch(`${apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  const body = (await response.json()) as { id?: string; code?: string; message?: string };
  if (response.ok && body.id) return { via: 'api', id: body.id, created: true };
  if (body.code === 'email_exists') {
    const list = await fetch(`${apiUrl}/auth/v1/admin/users?per_page=1000`, { headers });
    const { users } = (await list.json()) as { users: { id: string; email: string }[] };
    const existing = users.find((user) => user.email === normaliseEmail(email));
    return { via: 'api', id: existing?.id ?? '', created: false };
  }
  throw new Error(`The running stack refused the user: ${body.message ?? response.status}`);
}

async function viaDatabase(opts: CreateUserOptions): Promise<CreateUserResult> {
  const config = projectConfig().auth;
  assertValidEmail(opts.email);
  assertStrongPassword(config, opts.password);
  const db = await openProjectDatabase(opts);
  try {
    const passwordHash = await hashPassword(opts.password);
    return await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, opts.email, true);
      if (existing) return { via: 'database', id: existing.id, created: false } as const;
      const user = await insertUser(tx, {
        email: opts.email,
        passwordHash,
        confirmed: true,
        userMetadata: {},
      });
      return { via: 'database', id: user.id, created: true } as const;
    });
  } finally {
    await db.close();
  }
}

export async function createConfirmedMember(opts: CreateUserOptions): Promise<CreateUserResult> {
  const apiUrl = opts.apiUrl ?? defaultApiUrl();
  if (await stackIsRunning(apiUrl)) return viaApi(apiUrl, opts.email, opts.password);
  return viaDatabase(opts);
}

async function main() {
  const [email, password] = process.argv.slice(2);
  if (!email || !password) {
    console.error('Usage: npm run stack:user -- <email> <password>');
    process.exit(2);
  }
  try {
    const result = await createConfirmedMember({ email, password });
    const where = result.via === 'api' ? 'through the running local stack' : 'directly in the local database';
    console.log(
      result.created
        ? `Created confirmed member ${email} (${result.id}) ${where}. Sign in at /clue-login.`
        : `${email} already has an account (${result.id}); nothing changed.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
