import type { Hunt } from '@domain/hunt-request';
import { safetyNotesFor } from '@domain/safe-place-check';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';

import type { HuntWithSafety } from '@/features/clues/api/generate-hunt';
import { getHunt } from '@/features/clues/api/get-hunts';
import { HuntChain } from '@/features/clues/hunt-chain';
import { HuntPlannerForm } from '@/features/clues/hunt-planner-form';
import { useI18n } from '@/lib/i18n/i18n';

/** The search parameter that keeps a planned hunt on the page across reloads and links from the history. */
export const HUNT_PARAM = 'hunt';

/**
 * The planner and the hunt it wrote. The hunt's id goes into the address, so a reload (or a link
 * from the history) shows the same hunt. `actions` renders in the hunt's actions area.
 */
export function HuntPlanner({ actions }: { actions?: (hunt: Hunt) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const { t, locale } = useI18n();
  const huntId = params.get(HUNT_PARAM);
  // The hunt last loaded or planned, with the id it was asked for (null hunt: not one of theirs), and
  // the safety note beside each card: generate-hunt answers them; a hunt read from the table gets them
  // from the same list (domain/safe-places.ts).
  const [entry, setEntry] = useState<{
    id: string;
    hunt: Hunt | null;
    safety: HuntWithSafety['safety'];
  } | null>(null);
  const chainRef = useRef<HTMLDivElement>(null);
  const validId = huntId !== null && z.uuid().safeParse(huntId).success;
  const status = !huntId
    ? 'idle'
    : !validId
      ? 'missing'
      : entry?.id !== huntId
        ? 'loading'
        : entry.hunt
          ? 'ready'
          : 'missing';
  const current = status === 'ready' ? entry?.hunt : null;

  useEffect(() => {
    if (!huntId || !validId || entry?.id === huntId) return;
    let active = true;
    getHunt(huntId).then(
      (hunt) =>
        active && setEntry({ id: huntId, hunt, safety: hunt ? safetyNotesFor(hunt.places, locale) : [] }),
      () => active && setEntry({ id: huntId, hunt: null, safety: [] }),
    );
    return () => {
      active = false;
    };
  }, [huntId, validId, entry?.id, locale]);

  const show = ({ hunt, safety }: HuntWithSafety) => setEntry({ id: hunt.id, hunt, safety });

  const planned = (update: HuntWithSafety) => {
    show(update);
    const { hunt } = update;
    setParams({ [HUNT_PARAM]: hunt.id }, { replace: true });
    requestAnimationFrame(() => chainRef.current?.focus());
  };

  return (
    <div className="grid gap-8">
      <HuntPlannerForm onPlanned={planned} />
      <div ref={chainRef} tabIndex={-1} className="outline-none">
        {status === 'loading' ? <p className="text-ink-muted">{t('clues.planner.loading')}</p> : null}
        {status === 'missing' ? (
          <p role="alert" className="text-danger-700">
            {t('clues.planner.missing')}
          </p>
        ) : null}
        {current ? (
          <HuntChain
            hunt={current}
            safety={entry?.safety ?? []}
            onChange={show}
            actions={actions?.(current)}
          />
        ) : null}
      </div>
    </div>
  );
}
