import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callFunction } from '@/lib/function-client';
import { useI18n } from '@/lib/i18n/i18n';
import {
  accountDeletionSchema,
  accountDeletionTextsIn,
  type AccountDeletionInput,
  type AccountDeletionValues,
} from '@domain/account';

/**
 * Deleting the account: what goes and what stays is said first, the member types their email to
 * confirm, the server checks it again; `onDeleted` then signs the member out (the page's job).
 */
export function DeleteAccountForm({
  accountEmail,
  accessToken,
  onDeleted,
}: {
  accountEmail: string;
  accessToken: string;
  onDeleted: () => Promise<void>;
}) {
  const headingId = useId();
  const { locale } = useI18n();
  const texts = accountDeletionTextsIn[locale];
  const schema = useMemo(() => accountDeletionSchema(accountEmail, texts), [accountEmail, texts]);
  const form = useForm<AccountDeletionInput, unknown, AccountDeletionValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    // As before the form library: a message stays until the next try.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  /** Why the server did not delete the account, when it is not about the typed email. */
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(
    async ({ email }) => {
      setFailure(undefined);
      const result = await callFunction('delete-account', { email, locale }, { token: accessToken });
      if (result.ok) {
        await onDeleted();
        return;
      }
      if (result.fieldErrors?.email) form.setError('email', { message: result.fieldErrors.email });
      else setFailure(result.message ?? texts.failed);
    },
    () => setFailure(undefined),
  );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-6 shadow-card"
    >
      <h2 id={headingId} className="font-heading text-2xl font-semibold text-ink">
        {texts.heading}
      </h2>
      <p className="mt-2 text-ink-muted">{texts.explains}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid max-w-md gap-2">
        <FormField label={texts.confirmLabel} error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="off" {...form.register('email')} />}
        </FormField>
        {failure ? (
          <p role="alert" className="text-sm font-semibold text-berry-700">
            {failure}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="destructive"
          disabled={isSubmitting}
          className="mt-2 justify-self-start"
        >
          {texts.button}
        </Button>
      </form>
    </section>
  );
}
