import { useNotices } from '@/config/notices';
import { toast } from '@/lib/toast';

/**
 * Spec §8, in the page's language: the server's message when it gave one (Auth speaks English), the
 * generic one otherwise; and the notice for an unexpected failure.
 */
export function useAuthErrorReports() {
  const { notices } = useNotices();
  return {
    reportAuthError(error: { message?: string } | null | undefined): void {
      const message = error?.message?.trim();
      toast({ ...notices.authError, description: message || notices.authError.description });
    },
    reportUnexpectedError(): void {
      toast(notices.authUnexpected);
    },
  };
}
