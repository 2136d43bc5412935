import { useEffect, useState } from 'react';

import { PrintAsCards } from '@/components/kit-print/print-as-cards';
import { Button } from '@/components/ui/button';
import { ClueActionButtons } from '@/features/clues/clue-action-buttons';
import {
  clueCardColour,
  formatClueDate,
  huntFromClues,
  type ClueCardColour,
} from '@/features/clues/clue-options';
import { useClues } from '@/features/clues/clues-provider';
import { cn } from '@/lib/cn';
import type { ClueRow } from '@/lib/clue-row';
import { difficultyLabels, themeLabels } from '@domain/clue-options';
import { kitForClueTheme } from '@domain/kit-themes';

const colourClasses: Record<ClueCardColour, string> = {
  yellow: 'bg-sunshine-100 border-sunshine-300',
  blue: 'bg-sky-100 border-sky-600/30',
  green: 'bg-leaf-100 border-leaf-600/30',
  purple: 'bg-violet-100 border-violet-300',
  pink: 'bg-berry-100 border-berry-600/30',
};

/**
 * The stored history (spec §2, §4): cards 'Clue N', newest first, one expanded at a time, each with
 * copy and delete. Numbers follow the order the clues were made, so a clue keeps its number.
 * Chosen clues (or all) print as cut-out cards, one clue per card.
 */
export function ClueHistoryList() {
  const { state } = useClues();
  const [openId, setOpenId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [printing, setPrinting] = useState<ClueRow[] | null>(null);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  if (state.status === 'loading') return <p className="text-ink-muted">Loading your clues...</p>;
  if (state.status === 'error')
    return (
      <p role="alert" className="text-danger-700">
        Your clues could not be loaded. Please reload the page.
      </p>
    );
  const { clues } = state;
  if (clues.length === 0)
    return (
      <div className="rounded-card border-2 border-dashed border-line p-8 text-center">
        <p className="font-heading text-xl font-semibold text-ink">No clues yet</p>
        <p className="text-ink-muted">Clues you generate are saved here, ready to copy or print.</p>
      </div>
    );

  const toggleChosen = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const chosenClues = clues.filter((clue) => chosen.has(clue.id));

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Button
          variant="secondary"
          disabled={chosenClues.length === 0}
          onClick={() => setPrinting(chosenClues)}
        >
          Print chosen clues ({chosenClues.length})
        </Button>
        <Button variant="outline" onClick={() => setPrinting(clues)}>
          Print all clues
        </Button>
      </div>
      {chosenClues.length > 0 ? (
        <PrintAsCards
          // Oldest first: the order the member made them is the order the hunt runs.
          hunt={huntFromClues([...chosenClues].reverse())}
          defaultKit={kitForClueTheme[chosenClues.at(-1)!.theme]}
          label={`Print as cards: ${chosenClues.length} chosen ${chosenClues.length === 1 ? 'clue' : 'clues'}`}
        />
      ) : null}
      <ol className="grid gap-4 print:hidden" aria-label="Saved clues">
        {clues.map((clue, index) => {
          const number = clues.length - index;
          const open = openId === clue.id;
          const panelId = `clue-${clue.id}`;
          return (
            <li
              key={clue.id}
              className={cn('rounded-card border-2 p-5 shadow-card', colourClasses[clueCardColour(index)])}
              data-colour={clueCardColour(index)}
            >
              <button
                type="button"
                className="grid w-full gap-2 text-left"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : clue.id)}
              >
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-heading text-lg font-semibold text-ink">Clue {number}</span>
                  <span className="text-sm text-ink-muted">
                    {themeLabels[clue.theme]} · {difficultyLabels[clue.difficulty]}
                  </span>
                </span>
                <span className={cn('text-ink', !open && 'line-clamp-2')}>{clue.text}</span>
              </button>
              {open ? (
                <dl id={panelId} className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold">Location</dt>
                  <dd>{clue.location}</dd>
                  <dt className="font-semibold">Theme</dt>
                  <dd>{themeLabels[clue.theme]}</dd>
                  <dt className="font-semibold">Difficulty</dt>
                  <dd>{difficultyLabels[clue.difficulty]}</dd>
                  <dt className="font-semibold">Created</dt>
                  <dd>
                    <time dateTime={clue.created_at}>{formatClueDate(clue.created_at)}</time>
                  </dd>
                </dl>
              ) : null}
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <ClueActionButtons clue={clue} name={`Clue ${number}`} />
                <label className="ml-auto inline-flex items-center gap-2 text-sm font-semibold text-ink">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={chosen.has(clue.id)}
                    onChange={() => toggleChosen(clue.id)}
                  />
                  Print Clue {number}
                </label>
              </div>
            </li>
          );
        })}
      </ol>
      {printing ? <PrintSheet clues={printing} /> : null}
    </div>
  );
}

/** Only visible on paper: each clue on a dashed cut-out card. */
function PrintSheet({ clues }: { clues: ClueRow[] }) {
  return (
    <div className="hidden print:grid print:grid-cols-2 print:gap-6" data-testid="print-sheet">
      {clues.map((clue) => (
        <div key={clue.id} className="break-inside-avoid rounded-2xl border-2 border-dashed border-ink p-6">
          <p className="font-heading text-sm tracking-wide uppercase">
            {themeLabels[clue.theme]} clue · Adventure Clue Kits
          </p>
          <p className="mt-3 font-heading text-2xl leading-snug">{clue.text}</p>
        </div>
      ))}
    </div>
  );
}
