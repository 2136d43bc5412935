import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export const fieldClass =
  'w-full rounded-xl border-2 border-line bg-surface px-4 text-base text-ink placeholder:text-ink-muted/80 transition-colors hover:border-brand-200 focus-visible:border-focus disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-700';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(fieldClass, 'h-12', className)} {...props} />;
}
