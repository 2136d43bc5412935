import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { emailFormSchema, type EmailFormInput, type EmailFormValues } from '@domain/forms';
import { formMessages } from '@domain/form-messages';
import { recoverDownloads } from '../api/recover-downloads';

/**
 * The lost-downloads form: one field, checked here and again by the orders function; the same answer
 * whether or not the address has orders. Send waits for hydration: a native submit would put the address
 * in the URL.
 */
export function RecoveryForm() {
  const { locale, t } = useI18n();
  const hydrated = useHydrated();
  const form = useForm<EmailFormInput, unknown, EmailFormValues>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
    // As before the form library: a message stays until the next try.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>();

  const submit = form.handleSubmit(
    async ({ email }) => {
      setAnswer(undefined);
      // The email and its links come in the page's language; the answer too.
      const outcome = await recoverDownloads(email, locale);
      if (outcome.kind === 'sent') setAnswer({ tone: 'ok', text: outcome.message });
      else if (outcome.kind === 'invalid')
        form.setError('email', { message: outcome.message || formMessages.email });
      else
        setAnswer({
          tone: 'error',
          text: t(outcome.kind === 'rate-limited' ? 'orders.recover.rateLimited' : 'orders.recover.failed'),
        });
    },
    () => setAnswer(undefined),
  );

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-5">
      <FormField label={t('orders.recover.email')} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('orders.recover.sending') : t('orders.recover.submit')}
      </Button>
      <p role="status" className={answer?.tone === 'error' ? 'font-semibold text-danger-700' : 'text-ink'}>
        {answer?.text}
      </p>
    </form>
  );
}
