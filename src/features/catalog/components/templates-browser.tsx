import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import {
  categories,
  categoryTextIn,
  filterKits,
  isCategoryId,
  type CategoryId,
} from '@domain/kit-categories';
import { localeRunsLong } from '@domain/locales';
import { kits } from '@domain/kits';
import type { Region } from '@domain/regions';
import { KitCard } from './kit-card';

type EmptyAdventures = typeof import('./empty-adventures').emptyAdventures;

/**
 * The empty state's drawing, fetched once the page is live: only the app ever shows it (the
 * prerendered list holds every kit), so it stays off the first load.
 */
function useEmptyAdventures(): EmptyAdventures | undefined {
  const [draw, setDraw] = useState<EmptyAdventures>();
  // Effects run in the browser only, once the page is live; a late answer after the page left is
  // harmless (React ignores a set state of an unmounted component).
  useEffect(() => {
    void import('./empty-adventures').then((module) => setDraw(() => module.emptyAdventures));
  }, []);
  return draw;
}

/** The query of the browse page: ?category=<id>&search=<words> (search is also the site's SearchAction). */
const CATEGORY = 'category';
const SEARCH = 'search';

/**
 * Category dropdown + tiles (one choice, spec §4) and a search box, all kept in the address. The tiles
 * and the search are GET forms to this page, so a tap before the app runs, or without JavaScript, loads
 * /templates?category=…&search=…; the app reads the query once hydrated (the prerendered list, all kits,
 * hydrates unchanged) and from then on filters in place (ADR 039). `children` follow the results.
 */
export function TemplatesBrowser({ region, children }: { region: Region; children?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const drawEmpty = useEmptyAdventures();
  const asked = hydrated ? (params.get(CATEGORY) ?? '') : '';
  const category: CategoryId = isCategoryId(asked) ? asked : 'all';
  const searchInAddress = hydrated ? (params.get(SEARCH) ?? '') : '';
  // The router updates the address in a transition: the box shows what was typed until the address has
  // caught up, or fast typing would lose letters to the older address.
  const [typed, setTyped] = useState<string | null>(null);
  if (typed !== null && typed === searchInAddress) setTyped(null);
  const search = typed ?? searchInAddress;
  const { locale, t, path } = useI18n();
  const visible = filterKits(kits, category, search, locale);
  const ids = { select: useId(), search: useId(), count: useId() };
  const searchForm = useRef<HTMLFormElement>(null);

  /** Sets the filters given; an empty search or the 'all' category leaves the address. */
  const filter = (changes: { [CATEGORY]?: CategoryId; [SEARCH]?: string }) => {
    if (changes[SEARCH] !== undefined) setTyped(changes[SEARCH]);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes))
          if (value && value !== 'all') next.set(name, value);
          else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // A category chosen or words typed before the app ran are in the form, not in what hydration drew:
  // the app applies them rather than resetting the form. Read as the first render commits.
  useLayoutEffect(() => {
    if (!searchForm.current) return;
    const data = new FormData(searchForm.current);
    const chosen = String(data.get(CATEGORY));
    const words = String(data.get(SEARCH) ?? '');
    if ((chosen !== category && isCategoryId(chosen)) || words !== search)
      filter({ [CATEGORY]: isCategoryId(chosen) ? chosen : category, [SEARCH]: words });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const action = path(paths.templates);
  return (
    <div className="space-y-8">
      <form method="get" action={action}>
        {search ? <input type="hidden" name={SEARCH} value={search} /> : null}
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('catalog.browser.categories')}>
          {categories
            .filter((entry) => entry.id !== 'all')
            .map((entry) => {
              const chosen = category === entry.id;
              return (
                <li key={entry.id}>
                  <button
                    type="submit"
                    name={CATEGORY}
                    value={chosen ? 'all' : entry.id}
                    aria-pressed={chosen}
                    onClick={(event) => {
                      event.preventDefault();
                      filter({ [CATEGORY]: chosen ? 'all' : entry.id });
                    }}
                    className={cn(
                      'flex h-full w-full flex-col items-start gap-1 rounded-card border-2 p-4 text-left transition-colors',
                      chosen
                        ? 'border-brand-600 bg-brand-50 shadow-card'
                        : 'border-line bg-surface hover:border-brand-200',
                    )}
                  >
                    <span
                      className={cn(
                        'font-heading text-lg font-bold text-ink',
                        // Two tiles a row at 320 px: a long word (French "fantastiques") is hyphenated.
                        localeRunsLong[locale] && 'hyphens-auto [overflow-wrap:anywhere]',
                      )}
                    >
                      {categoryTextIn(entry, locale).name}
                    </span>
                    <span className="hidden text-sm text-ink-muted sm:block">
                      {categoryTextIn(entry, locale).description}
                    </span>
                  </button>
                </li>
              );
            })}
        </ul>
      </form>

      <form
        ref={searchForm}
        role="search"
        method="get"
        action={action}
        className="flex flex-col gap-4 rounded-card bg-sunshine-50 p-4 md:flex-row md:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1 md:w-64">
          <label htmlFor={ids.select} className="text-sm font-bold text-ink">
            {t('catalog.browser.category')}
          </label>
          <Select
            id={ids.select}
            name={CATEGORY}
            value={category}
            onChange={(event) =>
              isCategoryId(event.target.value) && filter({ [CATEGORY]: event.target.value })
            }
            className="h-11"
          >
            {categories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {categoryTextIn(entry, locale).name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={ids.search} className="text-sm font-bold text-ink">
            {t('catalog.browser.searchLabel')}
          </label>
          <Input
            id={ids.search}
            type="search"
            name={SEARCH}
            value={search}
            onChange={(event) => filter({ [SEARCH]: event.target.value })}
            placeholder={t('catalog.browser.searchPlaceholder')}
            aria-describedby={ids.count}
            className="h-11"
          />
        </div>
        {/* The app filters as the visitor types; without it, this button asks the page for the choice. */}
        <noscript>
          <Button type="submit" className="h-11">
            {t('catalog.browser.show')}
          </Button>
        </noscript>
        <p id={ids.count} role="status" className="text-sm font-bold text-ink md:ml-auto md:pb-3">
          {t('catalog.browser.count', { count: visible.length })}
        </p>
      </form>

      {/*
        The prerendered page holds every kit whatever its address asks for. When the app applies a
        query, the results (and what follows them) are drawn anew rather than moved: nothing on screen
        shifts, new elements only appear (ADR 039).
      */}
      <div key={hydrated && (category !== 'all' || search) ? 'query' : 'all'} className="space-y-16">
        <div>
          {visible.length > 0 ? (
            <ul
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-label={t('catalog.browser.results')}
            >
              {visible.map((kit, index) => (
                <li key={kit.slug} className="flex">
                  <div className="w-full">
                    <KitCard kit={kit} region={region} eager={index < 3} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            // Only the app ever shows this (the prerendered list holds every kit), so it loads on demand.
            drawEmpty?.(locale, () => filter({ [CATEGORY]: 'all', [SEARCH]: '' }))
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
