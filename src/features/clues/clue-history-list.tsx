import { useEffect, useState } from 'react';

import { PrintAsCards } from '@/components/kit-print/print-as-cards';
import { Button } from '@/components/ui/button';
import { ClueActionButtons } from '@/features/clues/clue-action-buttons';
import {
  clueCardColour,
  huntFromClues,
  useClueTexts,
  type ClueCardColour,
} from '@/features/clues/clue-options';
import { useClues } from '@/features/clues/clues-provider';
import { cn } from '@/lib/cn';
import type { ClueRow } from '@/lib/clue-row';
import { useI18n } from '@/lib/i18n/i18n';
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
  const { state, loadMore, loadAll } = useClues();
  const { t } = useI18n();
  const texts = useClueTexts();
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

  if (state.status === 'loading') return <p className="text-ink-muted">{t('clues.list.loading')}</p>;
  if (state.status === 'error')
    return (
      <p role="alert" className="text-danger-700">
        {t('clues.list.failed')}
      </p>
    );
  const { clues, total, more } = state;
  if (clues.length === 0)
    return (
      <div className="rounded-card border-2 border-dashed border-line p-8 text-center">
        <p className="font-heading text-xl font-semibold text-ink">{t('clues.list.emptyHeading')}</p>
        <p className="text-ink-muted">{t('clues.list.emptyLead')}</p>
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
          {t('clues.list.printChosen', { count: chosenClues.length })}
        </Button>
        <Button
          variant="outline"
          // Clues not read yet are fetched first, so "all" is every clue, not the pages on screen.
          onClick={() => loadAll().then(setPrinting, () => undefined)}
        >
          {t('clues.list.printAll')}
        </Button>
      </div>
      {chosenClues.length > 0 ? (
        <PrintAsCards
          // Oldest first: the order the member made them is the order the hunt runs.
          hunt={huntFromClues([...chosenClues].reverse())}
          defaultKit={kitForClueTheme[chosenClues.at(-1)!.theme]}
          label={t('clues.list.printLabel', { count: chosenClues.length })}
        />
      ) : null}
      <ol className="grid gap-4 print:hidden" aria-label={t('clues.list.label')}>
        {clues.map((clue, index) => {
          const number = total - index;
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
                  <span className="font-heading text-lg font-semibold text-ink">
                    {t('clues.list.clue', { number })}
                  </span>
                  <span className="text-sm text-ink-muted">
                    {texts.theme(clue.theme)} · {texts.difficulty(clue.difficulty)}
                  </span>
                </span>
                <span className={cn('text-ink', !open && 'line-clamp-2')}>{clue.text}</span>
              </button>
              {open ? (
                <dl id={panelId} className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold">{t('clues.list.location')}</dt>
                  <dd className="break-words">{clue.location}</dd>
                  <dt className="font-semibold">{t('clues.list.theme')}</dt>
                  <dd>{texts.theme(clue.theme)}</dd>
                  <dt className="font-semibold">{t('clues.list.difficulty')}</dt>
                  <dd>{texts.difficulty(clue.difficulty)}</dd>
                  <dt className="font-semibold">{t('clues.list.created')}</dt>
                  <dd>
                    <time dateTime={clue.created_at}>{texts.date(clue.created_at)}</time>
                  </dd>
                </dl>
              ) : null}
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <ClueActionButtons clue={clue} name={t('clues.list.clue', { number })} />
                <label className="ml-auto inline-flex items-center gap-2 text-sm font-semibold text-ink">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={chosen.has(clue.id)}
                    onChange={() => toggleChosen(clue.id)}
                  />
                  {t('clues.list.print', { number })}
                </label>
              </div>
            </li>
          );
        })}
      </ol>
      {clues.length < total ? (
        <div className="grid justify-items-center gap-2 print:hidden">
          <p className="text-sm text-ink-muted">{t('clues.list.showing', { shown: clues.length, total })}</p>
          <Button
            variant="secondary"
            disabled={more === 'loading'}
            onClick={() => void loadMore().catch(() => undefined)}
          >
            {more === 'loading' ? t('clues.list.loadingMore') : t('clues.list.loadMore')}
          </Button>
          {more === 'failed' ? (
            <p role="alert" className="text-danger-700">
              {t('clues.list.moreFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
      {printing ? <PrintSheet clues={printing} /> : null}
    </div>
  );
}

/** Only visible on paper: each clue on a dashed cut-out card. */
function PrintSheet({ clues }: { clues: ClueRow[] }) {
  const { t } = useI18n();
  const texts = useClueTexts();
  return (
    <div className="hidden print:grid print:grid-cols-2 print:gap-6" data-testid="print-sheet">
      {clues.map((clue) => (
        <div key={clue.id} className="break-inside-avoid rounded-2xl border-2 border-dashed border-ink p-6">
          <p className="font-heading text-sm tracking-wide uppercase">
            {t('clues.list.printCard', { theme: texts.theme(clue.theme) })}
          </p>
          <p className="mt-3 font-heading text-2xl leading-snug">{clue.text}</p>
        </div>
      ))}
    </div>
  );
}
