import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A form's submit button with the outcome of the last save beside it (role="status", read out when it
 * changes): the owner's catalog, bundle and promotion forms.
 */
export function SubmitRow({
  children,
  busy,
  status,
  className,
}: {
  /** The button's label. */
  children: ReactNode;
  busy: boolean;
  status?: string | null;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button type="submit" disabled={busy}>
        {children}
      </Button>
      {status ? (
        <p role="status" className="text-sm font-semibold text-leaf-700">
          {status}
        </p>
      ) : null}
    </div>
  );
}
