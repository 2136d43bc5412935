import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { env } from '@/config/env';
import { fillNotice, type Notice } from '@/config/notices';
import type { FunctionResult } from '@/lib/function-client';
import { toast } from '@/lib/toast';

type SubmissionNotices<TInput extends FieldValues> = {
  /** The fields whose server-side messages are shown under them. */
  fields: readonly Path<TInput>[];
  sent: Notice;
  /** Holds {email}, filled with the support address. */
  failed: Notice;
  /** What the form is reset to after a success. */
  empty: TInput;
};

/**
 * After a form's call to its edge function: the success notice and a cleared form, or the server's
 * field messages plus the failure notice — and everything the visitor typed kept.
 */
export function reportSubmission<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  result: FunctionResult,
  { fields, sent, failed, empty }: SubmissionNotices<TInput>,
): void {
  if (result.ok) {
    toast(sent);
    form.reset(empty);
    return;
  }
  for (const field of fields) {
    const message = result.fieldErrors?.[field];
    if (message) form.setError(field, { message });
  }
  const notice = fillNotice(failed, { email: env.VITE_SUPPORT_EMAIL });
  // Over the rate limit, "try again" now would fail again: say when instead.
  toast(result.status === 429 && result.message ? { ...notice, description: result.message } : notice);
}
