import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authSettings } from '@/config/auth-settings';
import { authMessagesIn, authSchemasWith, type NewPassword } from '@domain/auth';
import { useAuthErrorReports } from '@/features/auth/report-auth-error';
import { useI18n } from '@/lib/i18n/i18n';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';

/** Sets a new password for the member a recovery link signed in. */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const { t, locale } = useI18n();
  const { reportAuthError, reportUnexpectedError } = useAuthErrorReports();
  const schema = useMemo(
    () => authSchemasWith(authMessagesIn[locale]).newPasswordFor(authSettings.minimumPasswordLength),
    [locale],
  );
  const form = useForm<NewPassword>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ password }: NewPassword) => {
    try {
      const { error } = await supabase.auth.updateUser({ password });
      if (error) {
        reportAuthError(error);
        return;
      }
      toast({ title: t('auth.reset.updatedTitle'), description: t('auth.reset.updatedDescription') });
      onDone();
    } catch {
      reportUnexpectedError();
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-5"
      aria-label={t('auth.reset.heading')}
    >
      <FormField
        label={t('auth.reset.newPassword')}
        description={t('auth.form.passwordHint', { minimum: authSettings.minimumPasswordLength })}
        error={errors.password?.message}
      >
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <FormField label={t('auth.reset.repeat')} error={errors.confirm?.message}>
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...form.register('confirm')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('auth.reset.saving') : t('auth.reset.save')}
      </Button>
    </form>
  );
}
