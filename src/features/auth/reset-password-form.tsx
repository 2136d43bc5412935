import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authSettings } from '@/config/auth-settings';
import { newPasswordSchemaFor, type NewPassword } from '@domain/auth';
import { reportAuthError, reportUnexpectedError } from '@/features/auth/report-auth-error';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';

const newPasswordSchema = newPasswordSchemaFor(authSettings.minimumPasswordLength);

/** Sets a new password for the member a recovery link signed in. */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
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
      toast({ title: 'Password updated', description: 'Your new password is saved. Happy hunting!' });
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
      aria-label="Choose a new password"
    >
      <FormField
        label="New password"
        description={`At least ${authSettings.minimumPasswordLength} characters.`}
        error={errors.password?.message}
      >
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <FormField label="Repeat the new password" error={errors.confirm?.message}>
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...form.register('confirm')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
