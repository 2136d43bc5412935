import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cartMessages } from '@domain/cart';
import { recoverDownloads } from '../api/recover-downloads';

export const RECOVERY_TEXTS = {
  heading: 'Lost Your Download?',
  lead: 'Enter the email address you used at checkout and we will send the download links of your orders again.',
  submit: 'Send My Download Links',
  sending: 'Sending...',
  rateLimited: 'Too many requests — please try again in an hour.',
  failed: 'Something went wrong. Please try again.',
} as const;

const recoverySchema = z.object({ email: z.email({ error: cartMessages.email }) });
type RecoveryValues = z.infer<typeof recoverySchema>;

/** The lost-downloads form: the same answer whether or not the address has orders. */
export function RecoveryForm() {
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryValues>({ resolver: zodResolver(recoverySchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setAnswer(undefined);
    const outcome = await recoverDownloads(email.trim());
    if (outcome.kind === 'sent') setAnswer({ tone: 'ok', text: outcome.message });
    else if (outcome.kind === 'invalid')
      setError('email', { message: outcome.message || cartMessages.email });
    else
      setAnswer({
        tone: 'error',
        text: outcome.kind === 'rate-limited' ? RECOVERY_TEXTS.rateLimited : RECOVERY_TEXTS.failed,
      });
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-5">
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? RECOVERY_TEXTS.sending : RECOVERY_TEXTS.submit}
      </Button>
      <p role="status" className={answer?.tone === 'error' ? 'font-semibold text-danger-700' : 'text-ink'}>
        {answer?.text}
      </p>
    </form>
  );
}
