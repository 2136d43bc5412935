import { notices } from '@/config/notices';
import { useClues } from '@/features/clues/clues-provider';
import { copyText } from '@/lib/copy-text';
import { toast } from '@/lib/toast';

/** Copy and delete with the notices of spec §8, shared by the side panel, the result and the history. */
export function useClueActions() {
  const { remove } = useClues();

  const copy = async (text: string) => {
    if (await copyText(text)) toast(notices.clueCopied);
    else
      toast({
        title: 'Copy failed',
        description: 'Your browser did not allow copying. Select the text and copy it by hand.',
        variant: 'destructive',
      });
  };

  const destroy = async (id: string) => {
    try {
      await remove(id);
      toast(notices.clueDeleted);
    } catch {
      toast({
        title: 'Error',
        description: 'The clue could not be deleted. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return { copy, destroy };
}
