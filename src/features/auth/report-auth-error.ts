import { notices } from '@/config/notices';
import { toast } from '@/lib/toast';

/** Spec §8: the server's message when it gave one, the generic one otherwise. */
export function reportAuthError(error: { message?: string } | null | undefined): void {
  const message = error?.message?.trim();
  toast({ ...notices.authError, description: message || notices.authError.description });
}

export function reportUnexpectedError(): void {
  toast(notices.authUnexpected);
}
