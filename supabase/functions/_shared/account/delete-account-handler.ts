import { accountDeletionSchema, accountDeletionTexts } from '../domain/account.ts';
import { jsonResponse } from '../http/cors.ts';
import { bearerToken, readJsonBody, refuseMethod } from '../http/request.ts';
import type { AccountStore } from './account-store.ts';

export interface DeleteAccountDeps {
  accounts: Pick<AccountStore, 'userOf' | 'deleteUser'>;
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
    const refused = refuseMethod(req, accountDeletionTexts.methodNotAllowed);
    if (refused) return refused;
    try {
      const token = bearerToken(req);
      const user = token ? await deps.accounts.userOf(token) : null;
      if (!user) return jsonResponse({ error: accountDeletionTexts.signIn }, 401);
      const read = await readJsonBody(req);
      if (!accountDeletionSchema(user.email ?? '').safeParse(read.ok ? read.body : undefined).success)
        return jsonResponse(
          {
            error: accountDeletionTexts.emailMismatch,
            fieldErrors: { email: accountDeletionTexts.emailMismatch },
          },
          400,
        );
      await deps.accounts.deleteUser(user.id);
    } catch (error) {
      log(`delete-account: ${error instanceof Error ? error.message : String(error)}`);
      return jsonResponse({ error: accountDeletionTexts.failed }, 500);
    }
    return jsonResponse({ deleted: true });
  };
}
