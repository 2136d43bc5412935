import { Button } from '@/components/ui/button';
import { CopyIcon, TrashIcon } from '@/features/clues/clue-icons';
import { useClueActions } from '@/features/clues/use-clue-actions';
import type { ClueRow } from '@/lib/clue-row';

/** Copy and Delete for one clue; `name` tells a screen reader which clue ("Copy Clue 4"). */
export function ClueActionButtons({ clue, name }: { clue: Pick<ClueRow, 'id' | 'text'>; name: string }) {
  const { copy, destroy } = useClueActions();
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`Copy ${name}`} onClick={() => copy(clue.text)}>
        <CopyIcon />
        Copy
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Delete ${name}`} onClick={() => destroy(clue.id)}>
        <TrashIcon />
        Delete
      </Button>
    </>
  );
}
