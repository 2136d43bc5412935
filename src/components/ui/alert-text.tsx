import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** A problem the reader is told of as it appears (role="alert"); nothing at all while there is none. */
export function AlertText({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p
      role="alert"
      data-slot="alert-text"
      className={cn('font-semibold text-berry-700', className)}
      {...props}
    >
      {children}
    </p>
  );
}
