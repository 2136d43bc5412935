import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

import { fieldClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The native select: keyboard, screen reader and mobile pickers behave as users expect, at no JS cost. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative" data-slot="select-wrapper">
      <select
        data-slot="select"
        className={cn(fieldClass, 'h-12 appearance-none pr-10', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}
