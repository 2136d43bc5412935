import type { SafetyNote } from '@domain/safe-place-check';
import { ShieldAlert } from 'lucide-react';

import { useI18n } from '@/lib/i18n/i18n';

/**
 * The gentle word the clue functions add beside a clue whose place is on the shop's safety list
 * (domain/safe-places.ts). The clue is kept as written: the parent may know the oven is cold.
 */
export function SafetyNoteLine({ safety }: { safety: SafetyNote }) {
  const { t } = useI18n();
  return (
    <p
      role="note"
      data-testid="safety-note"
      className="flex items-start gap-2 rounded-xl border-2 border-berry-100 bg-berry-50 p-3 text-sm text-ink"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry-700" />
      <span>
        <strong>{t('clues.safety.label')}</strong> {safety.note} {safety.suggestion}
      </span>
    </p>
  );
}
