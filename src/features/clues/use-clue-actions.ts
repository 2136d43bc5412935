import { useNotices } from '@/config/notices';
import { useClues } from '@/features/clues/clues-provider';
import { copyText } from '@/lib/copy-text';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';

/** Copy and delete with the notices of spec §8, shared by the side panel, the result and the history. */
export function useClueActions() {
  const { remove } = useClues();
  const { notices } = useNotices();
  const { t } = useI18n();

  const copy = async (text: string) => {
    if (await copyText(text)) toast(notices.clueCopied);
    else
      toast({
        title: t('clues.actions.copyFailedTitle'),
        description: t('clues.actions.copyFailed'),
        variant: 'destructive',
      });
  };

  const destroy = async (id: string) => {
    try {
      await remove(id);
      toast(notices.clueDeleted);
    } catch {
      toast({
        title: t('clues.actions.deleteFailedTitle'),
        description: t('clues.actions.deleteFailed'),
        variant: 'destructive',
      });
    }
  };

  return { copy, destroy };
}
