import { Button } from '@/components/ui/button';
import { Copy, Trash2 } from 'lucide-react';
import { useClueActions } from '@/features/clues/use-clue-actions';
import type { ClueRow } from '@/lib/clue-row';
import { useI18n } from '@/lib/i18n/i18n';

/** Copy and Delete for one clue; `name` tells a screen reader which clue ("Copy Clue 4"). */
export function ClueActionButtons({ clue, name }: { clue: Pick<ClueRow, 'id' | 'text'>; name: string }) {
  const { copy, destroy } = useClueActions();
  const { t } = useI18n();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('clues.actions.copyNamed', { name })}
        onClick={() => copy(clue.text)}
      >
        <Copy />
        {t('clues.actions.copy')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('clues.actions.deleteNamed', { name })}
        onClick={() => destroy(clue.id)}
      >
        <Trash2 />
        {t('clues.actions.delete')}
      </Button>
    </>
  );
}
