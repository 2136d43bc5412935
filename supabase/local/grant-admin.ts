/**
 * `npm run stack:admin -- <email>`: makes an existing account the shop owner (a row in
 * public.admin_users), which opens /admin and the admin functions to it.
 *
 * Like stack:user, it goes through a running local stack when one answers on the API port (auth's
 * admin API finds the user, REST writes the row with the service-role key), so the running process
 * stays the only writer of its database; otherwise it opens the database directly.
 * Production has no such script: README, "The shop owner", gives the one SQL statement.
 */
import { pathToFileURL } from 'node:url';
import { findUserByEmail } from './auth/users.ts';
import { normaliseEmail } from './http/email.ts';
import { SERVICE_ROLE_KEY } from './keys.ts';
import { defaultApiUrl, openProjectDatabase, stackIsRunning } from './running-stack-api.ts';

export interface GrantAdminOptions {
  email: string;
  /** Base URL of a possibly running stack; default SUPABASE_URL, else 127.0.0.1 on STACK_PORT or config.toml's API port. */
  apiUrl?: string;
  dataDir?: string;
  databaseUrl?: string;
}

export type GrantAdminResult = { via: 'api' | 'database'; userId: string };

export class NoSuchUserError extends Error {
  constructor(email: string) {
    super(
      `No account uses ${email}. Create it first (sign up, or npm run stack:user -- ${email} <password>).`,
    );
  }
}

const serviceHeaders = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
};

async function viaApi(apiUrl: string, email: string): Promise<GrantAdminResult> {
  const list = await fetch(`${apiUrl}/auth/v1/admin/users?per_page=1000`, { headers: serviceHeaders });
  if (!list.ok) throw new Error(`The running stack did not list its users (${list.status}).`);
  const { users } = (await list.json()) as { users: { id: string; email: string }[] };
  const user = users.find((candidate) => candidate.email === normaliseEmail(email));
  if (!user) throw new NoSuchUserError(email);
  const response = await fetch(`${apiUrl}/rest/v1/admin_users?on_conflict=user_id`, {
    method: 'POST',
    headers: { ...serviceHeaders, Prefer: 'resolution=ignore-duplicates, return=minimal' },
    body: JSON.stringify({ user_id: user.id }),
  });
  if (!response.ok)
    throw new Error(`The running stack refused the grant (${response.status}): ${await response.text()}`);
  return { via: 'api', userId: user.id };
}

async function viaDatabase(opts: GrantAdminOptions): Promise<GrantAdminResult> {
  const db = await openProjectDatabase(opts);
  try {
    const user = await findUserByEmail(db, opts.email);
    if (!user) throw new NoSuchUserError(opts.email);
    await db.query('insert into public.admin_users (user_id) values ($1) on conflict (user_id) do nothing', [
      user.id,
    ]);
    return { via: 'database', userId: user.id };
  } finally {
    await db.close();
  }
}

export async function grantAdmin(opts: GrantAdminOptions): Promise<GrantAdminResult> {
  const apiUrl = opts.apiUrl ?? defaultApiUrl();
  if (await stackIsRunning(apiUrl)) return viaApi(apiUrl, opts.email);
  return viaDatabase(opts);
}

async function main() {
  const [email] = process.argv.slice(2);
  if (!email) {
    console.error('Usage: npm run stack:admin -- <email>');
    process.exit(2);
  }
  try {
    const result = await grantAdmin({ email });
    const where = result.via === 'api' ? 'through the running local stack' : 'directly in the local database';
    console.log(
      `${email} (${result.userId}) is now the shop owner ${where}. Sign in and open /admin; the first visit sets up an authenticator app (second factor).`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
