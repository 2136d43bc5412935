import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // The caller passes htmlFor (FormField does); the rule cannot see it through the spread.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label
      data-slot="label"
      className={cn('font-heading text-base font-semibold text-ink', className)}
      {...props}
    />
  );
}
