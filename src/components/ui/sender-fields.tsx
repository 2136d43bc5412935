import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Sender = { name: string; email: string };

/** Who writes to the shop (a contact message, a review): their name and email, side by side. */
export function SenderFields<Values extends Sender, Output>({
  form,
  labels,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  labels: Sender;
}) {
  const errors = form.formState.errors as FieldErrors<Sender>;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormField label={labels.name} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="name" {...form.register('name' as Path<Values>)} />}
      </FormField>
      <FormField label={labels.email} error={errors.email?.message}>
        {(field) => (
          <Input {...field} type="email" autoComplete="email" {...form.register('email' as Path<Values>)} />
        )}
      </FormField>
    </div>
  );
}
