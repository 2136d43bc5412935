import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';

/** What a confirm step's owner gives its buttons: whether the step runs, and what each answer does. */
export interface ConfirmAnswers {
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The two answers of a destructive step's confirmation (a refund, a deactivation): focus moves to the
 * confirm button as it appears, so a keyboard user lands on the choice; both wait while the step runs.
 */
export function ConfirmButtons({
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: { confirmLabel: string; cancelLabel: string } & ConfirmAnswers) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div data-slot="confirm-buttons" className="flex flex-wrap gap-2">
      <Button ref={confirm} variant="destructive" disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="outline" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
