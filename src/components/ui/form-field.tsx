import { useId, type ReactNode } from 'react';

import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/i18n';
import { formMessageIn } from '@domain/form-messages';

/** Spread onto the control so its label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  /** A hint shown under the label. */
  description?: ReactNode;
  /** The validation message; when set the control is marked invalid. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Label + control + message, wired for assistive technology:
 * `<FormField label="Name" error={errors.name?.message}>{(field) => <Input {...field} {...register('name')} />}</FormField>`
 */
export function FormField({ label, description, error, className, children }: FormFieldProps) {
  const locale = useLocale();
  const id = useId();
  const descriptionId = `${id}-description`;
  const messageId = `${id}-message`;
  const describedBy = [description ? descriptionId : null, error ? messageId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {description ? (
        <p id={descriptionId} data-slot="form-description" className="text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <p id={messageId} data-slot="form-message" className="text-sm font-semibold text-danger-700">
          {formMessageIn(error, locale)}
        </p>
      ) : null}
    </div>
  );
}
