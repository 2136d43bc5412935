import type { ComponentProps } from 'react';

import { fieldClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" rows={rows} className={cn(fieldClass, 'py-3', className)} {...props} />
  );
}
