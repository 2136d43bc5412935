import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ClueActionButtons } from '@/features/clues/clue-action-buttons';
import { useClueTexts } from '@/features/clues/clue-options';
import { useClues } from '@/features/clues/clues-provider';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

/** Spec §9: the side panel shows at most three clues. */
export const SIDEBAR_CLUE_COUNT = 3;

export function ClueSidebar() {
  const { state } = useClues();
  const { t } = useI18n();
  const texts = useClueTexts();

  return (
    <aside aria-labelledby="recent-clues-heading" className="grid content-start gap-4">
      <h2 id="recent-clues-heading" className="font-heading text-xl font-semibold text-ink">
        {t('clues.sidebar.heading')}
      </h2>
      {state.status === 'loading' ? <p className="text-ink-muted">{t('clues.list.loading')}</p> : null}
      {state.status === 'error' ? (
        <p role="alert" className="text-danger-700">
          {t('clues.list.failed')}
        </p>
      ) : null}
      {state.status === 'ready' && state.clues.length === 0 ? (
        <p className="text-ink-muted">{t('clues.sidebar.empty')}</p>
      ) : null}
      {state.status === 'ready' ? (
        <ul className="grid gap-3" aria-label={t('clues.sidebar.list')}>
          {state.clues.slice(0, SIDEBAR_CLUE_COUNT).map((clue, index) => (
            <li key={clue.id}>
              <Card className="gap-3 p-4">
                <p className="text-ink">{clue.text}</p>
                <p className="text-sm text-ink-muted">
                  {texts.theme(clue.theme)} · {texts.difficulty(clue.difficulty)}
                </p>
                <div className="flex gap-2">
                  <ClueActionButtons clue={clue} name={t('clues.sidebar.clueName', { number: index + 1 })} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={paths.clueHistory} className="font-semibold text-brand-700 underline underline-offset-4">
        {t('clues.sidebar.more')}
      </Link>
    </aside>
  );
}
