import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ClueActionButtons } from '@/features/clues/clue-action-buttons';
import { difficultyLabels, themeLabels } from '@domain/clue-options';
import { useClues } from '@/features/clues/clues-provider';
import { Link } from '@/components/ui/link';

/** Spec §9: the side panel shows at most three clues. */
export const SIDEBAR_CLUE_COUNT = 3;

export function ClueSidebar() {
  const { state } = useClues();

  return (
    <aside aria-labelledby="recent-clues-heading" className="grid content-start gap-4">
      <h2 id="recent-clues-heading" className="font-heading text-xl font-semibold text-ink">
        Recent clues
      </h2>
      {state.status === 'loading' ? <p className="text-ink-muted">Loading your clues...</p> : null}
      {state.status === 'error' ? (
        <p role="alert" className="text-danger-700">
          Your clues could not be loaded. Please reload the page.
        </p>
      ) : null}
      {state.status === 'ready' && state.clues.length === 0 ? (
        <p className="text-ink-muted">No clues yet. Your first one will appear here.</p>
      ) : null}
      {state.status === 'ready' ? (
        <ul className="grid gap-3" aria-label="Latest clues">
          {state.clues.slice(0, SIDEBAR_CLUE_COUNT).map((clue, index) => (
            <li key={clue.id}>
              <Card className="gap-3 p-4">
                <p className="text-ink">{clue.text}</p>
                <p className="text-sm text-ink-muted">
                  {themeLabels[clue.theme]} · {difficultyLabels[clue.difficulty]}
                </p>
                <div className="flex gap-2">
                  <ClueActionButtons clue={clue} name={`recent clue ${index + 1}`} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={paths.clueHistory} className="font-semibold text-brand-700 underline underline-offset-4">
        More...
      </Link>
    </aside>
  );
}
