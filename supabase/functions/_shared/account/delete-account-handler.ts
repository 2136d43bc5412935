import type { SupabaseClient } from '@supabase/supabase-js';
import { jsonResponse, preflightResponse } from '../cors.ts';
import { accountDeletionSchema, accountDeletionTexts } from '../domain/account.ts';

export interface DeleteAccountDeps {
  /** supabase-js with the service role: confirms the caller's token and deletes the user. */
  client: SupabaseClient;
  log?: (message: string) => void;
}

/**
 * POST /delete-account {email} with a member's session token: the member's account goes, and with it
 * (ON DELETE CASCADE) every saved clue, hunt and quota row; orders stay for the tax records with
 * user_id set to null (ON DELETE SET NULL). The email must be the account's own, typed again, so a
 * stolen tab or a stray click deletes nothing. 401 without a live session.
 */
export function createDeleteAccountHandler(deps: DeleteAccountDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST')
      return jsonResponse({ error: accountDeletionTexts.methodNotAllowed }, 405, { Allow: 'POST, OPTIONS' });
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
    const { data, error } = token
      ? await deps.client.auth.getUser(token)
      : { data: { user: null }, error: null };
    if (error || !data.user) return jsonResponse({ error: accountDeletionTexts.signIn }, 401);
    let body: unknown;
    try {
      body = JSON.parse(await req.text());
    } catch {
      body = undefined;
    }
    if (!accountDeletionSchema(data.user.email ?? '').safeParse(body).success)
      return jsonResponse(
        {
          error: accountDeletionTexts.emailMismatch,
          fieldErrors: { email: accountDeletionTexts.emailMismatch },
        },
        400,
      );
    const deleted = await deps.client.auth.admin.deleteUser(data.user.id);
    if (deleted.error) {
      log(`delete-account: ${deleted.error.message}`);
      return jsonResponse({ error: accountDeletionTexts.failed }, 500);
    }
    return jsonResponse({ deleted: true });
  };
}
