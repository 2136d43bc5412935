import { useNotices } from '@/config/notices';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';

/**
 * Auth's error codes (GoTrue's `error_code`, auth-js's `AuthError.code`) a member can meet on these
 * forms, and the message each has in the auth catalog. English shows Auth's own message (spec §8);
 * another language shows its own words, since Auth speaks English only.
 */
const serverErrorMessages: Readonly<Record<string, string>> = {
  invalid_credentials: 'auth.serverError.invalidCredentials',
  email_not_confirmed: 'auth.serverError.emailNotConfirmed',
  user_already_exists: 'auth.serverError.userAlreadyExists',
  email_exists: 'auth.serverError.userAlreadyExists',
  weak_password: 'auth.serverError.weakPassword',
  same_password: 'auth.serverError.samePassword',
  email_address_invalid: 'auth.serverError.emailAddressInvalid',
  over_email_send_rate_limit: 'auth.serverError.overEmailSendRateLimit',
  over_request_rate_limit: 'auth.serverError.overRequestRateLimit',
  signup_disabled: 'auth.serverError.signupDisabled',
  session_not_found: 'auth.serverError.sessionExpired',
  session_expired: 'auth.serverError.sessionExpired',
};

/**
 * Spec §8, in the page's language: the server's message when it gave one, the generic one otherwise;
 * and the notice for an unexpected failure.
 */
export function useAuthErrorReports() {
  const { notices } = useNotices();
  const { t } = useI18n();
  return {
    reportAuthError(error: { message?: string; code?: string } | null | undefined): void {
      const message = error?.message?.trim();
      const id = (error?.code && serverErrorMessages[error.code]) || 'auth.serverError.other';
      toast({
        ...notices.authError,
        description: message ? t(id, { message }) : notices.authError.description,
      });
    },
    reportUnexpectedError(): void {
      toast(notices.authUnexpected);
    },
  };
}
