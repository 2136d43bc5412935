import type { Hunt } from '@domain/hunt-request';
import { useEffect, useState } from 'react';

import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { deleteHunt, getHunts } from '@/features/clues/api/get-hunts';
import { useClueTexts } from '@/features/clues/clue-options';
import { useHideAtText } from '@/features/clues/hunt-chain';
import { HUNT_PARAM } from '@/features/clues/hunt-planner';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

type HuntsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; hunts: Hunt[] };

export const huntPath = (id: string) => `${paths.clueHunt}?${HUNT_PARAM}=${encodeURIComponent(id)}`;

/** The member's planned hunts in the history, newest first, each with its hiding plan. */
export function HuntHistoryList() {
  const [state, setState] = useState<HuntsState>({ status: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useI18n();
  const texts = useClueTexts();
  const hideAtText = useHideAtText();

  useEffect(() => {
    let active = true;
    getHunts().then(
      (hunts) => active && setState({ status: 'ready', hunts }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, []);

  if (state.status === 'loading') return <p className="text-ink-muted">{t('clues.hunts.loading')}</p>;
  if (state.status === 'error')
    return (
      <p role="alert" className="text-danger-700">
        {t('clues.hunts.failed')}
      </p>
    );
  if (state.hunts.length === 0)
    return (
      <p className="text-ink-muted">
        {t.rich('clues.hunts.empty', {
          link: (chunks) => (
            <Link to={paths.clueHunt} className="font-semibold text-brand-700 underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );

  const remove = async (hunt: Hunt) => {
    setProblem(null);
    try {
      await deleteHunt(hunt.id);
      setState((prev) =>
        prev.status === 'ready'
          ? { status: 'ready', hunts: prev.hunts.filter((h) => h.id !== hunt.id) }
          : prev,
      );
    } catch {
      setProblem(t('clues.hunts.deleteFailed', { title: hunt.title }));
    }
  };

  return (
    <div className="grid gap-4">
      {problem ? (
        <p role="alert" className="font-semibold text-danger-700">
          {problem}
        </p>
      ) : null}
      <ol className="grid gap-4" aria-label={t('clues.hunts.label')}>
        {state.hunts.map((hunt) => {
          const headingId = `saved-hunt-${hunt.id}`;
          return (
            <li
              key={hunt.id}
              aria-labelledby={headingId}
              className="grid gap-3 rounded-card border-2 border-sky-600/30 bg-sky-100 p-5 shadow-card"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={headingId} className="font-heading text-lg font-semibold text-ink">
                  {hunt.title}
                </h3>
                <span className="text-sm text-ink-muted">
                  {texts.theme(hunt.theme)} · {texts.difficulty(hunt.difficulty)} ·{' '}
                  {texts.ageBand(hunt.ageBand)} ·{' '}
                  <time dateTime={hunt.createdAt}>{texts.date(hunt.createdAt)}</time>
                </span>
              </div>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('clues.hunts.planOf', { title: hunt.title })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-3">
                      {t('clues.hunts.card')}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      {t('clues.hunts.hideAt')}
                    </th>
                    <th scope="col" className="py-1">
                      {t('clues.hunts.leadsTo')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {hunt.clues.map((clue) => (
                    <tr key={clue.number} className="border-t border-line align-top">
                      <th scope="row" className="py-1 pr-3 font-semibold">
                        {t('clues.hunts.clue', { number: clue.number })}
                      </th>
                      <td className="py-1 pr-3 break-words">{hideAtText(hunt, clue)}</td>
                      <td className="py-1 break-words">{clue.leadsTo}</td>
                    </tr>
                  ))}
                  <tr className="border-t border-line align-top">
                    <th scope="row" className="py-1 pr-3 font-semibold">
                      {t('clues.hunts.treasure')}
                    </th>
                    <td className="py-1 pr-3 break-words">{hunt.places.at(-1)}</td>
                    <td className="py-1 break-words">{hunt.treasure ?? ''}</td>
                  </tr>
                </tbody>
              </table>
              <div className="flex flex-wrap gap-2">
                <Link to={huntPath(hunt.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {t('clues.hunts.open', { title: hunt.title })}
                </Link>
                <Button variant="ghost" size="sm" onClick={() => remove(hunt)}>
                  {t('clues.hunts.delete', { title: hunt.title })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
