import { accountDeletionSchema, accountDeletionTextsIn } from '../domain/account.ts';
import { jsonResponse } from '../http/cors.ts';
import { bearerToken, readRequest, refuseMethod } from '../http/request.ts';
import { requestLocale } from '../http/request-locale.ts';
import type { AccountStore } from './account-store.ts';

export interface DeleteAccountDeps {
  accounts: Pick<AccountStore, 'userOf' | 'deleteUser'>;
  log?: (message: string) => void;
}

/**
 * POST /delete-account {email} with a member's session token: the member's account goes, and with it
 * (ON DELETE CASCADE) every saved clue, hunt and quota row; orders stay for the tax records with
 * user_id set to null (ON DELETE SET NULL). The email must be the account's own, typed again, so a
 * stolen tab or a stray click deletes nothing. 401 without a live session. Every answer is in the
 * request's language.
 */
export function createDeleteAccountHandler(deps: DeleteAccountDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    const refused = refuseMethod(req);
    if (refused) return refused;
    let texts = accountDeletionTextsIn[requestLocale(req)];
    try {
      const { read, locale } = await readRequest(req);
      texts = accountDeletionTextsIn[locale];
      const token = bearerToken(req);
      const user = token ? await deps.accounts.userOf(token) : null;
      if (!user) return jsonResponse({ error: texts.signIn }, 401);
      const schema = accountDeletionSchema(user.email ?? '', texts);
      if (!schema.safeParse(read.ok ? read.body : undefined).success)
        return jsonResponse({ error: texts.emailMismatch, fieldErrors: { email: texts.emailMismatch } }, 400);
      await deps.accounts.deleteUser(user.id);
    } catch (error) {
      log(`delete-account: ${error instanceof Error ? error.message : String(error)}`);
      return jsonResponse({ error: texts.failed }, 500);
    }
    return jsonResponse({ deleted: true });
  };
}
