import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useInlineNotices } from '@/config/inline-notices';
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
import { kits } from '@domain/kits';
import type { Region } from '@domain/regions';
import { KitCard } from './kit-card';

/**
 * Category dropdown + tiles (one state, spec §4) and a search box bound to ?search= (the site's SearchAction).
 * The query string is read only after hydration, so the prerendered list (all kits) hydrates unchanged.
 */
export function TemplatesBrowser({ region }: { region: Region }) {
  const [category, setCategory] = useState<CategoryId>('all');
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const search = hydrated ? (params.get('search') ?? '') : '';
  const { locale, t } = useI18n();
  const inlineNotices = useInlineNotices();
  const visible = filterKits(kits, category, search, locale);
  const ids = { select: useId(), search: useId(), count: useId() };

  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const showAll = () => {
    setCategory('all');
    setSearch('');
  };

  return (
    <div className="space-y-8">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('catalog.browser.categories')}>
        {categories
          .filter((entry) => entry.id !== 'all')
          .map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                aria-pressed={category === entry.id}
                onClick={() => setCategory(category === entry.id ? 'all' : entry.id)}
                className={cn(
                  'flex h-full w-full flex-col items-start gap-1 rounded-card border-2 p-4 text-left transition-colors',
                  category === entry.id
                    ? 'border-brand-600 bg-brand-50 shadow-card'
                    : 'border-line bg-surface hover:border-brand-200',
                )}
              >
                <span
                  className={cn(
                    'font-heading text-lg font-bold text-ink',
                    // Two tiles a row at 320 px: a long French word ("fantastiques") is hyphenated.
                    locale === 'fr' && 'hyphens-auto [overflow-wrap:anywhere]',
                  )}
                >
                  {categoryTextIn(entry, locale).name}
                </span>
                <span className="hidden text-sm text-ink-muted sm:block">
                  {categoryTextIn(entry, locale).description}
                </span>
              </button>
            </li>
          ))}
      </ul>

      <div className="flex flex-col gap-4 rounded-card bg-sunshine-50 p-4 md:flex-row md:items-end">
        <div className="flex flex-col gap-1 md:w-64">
          <label htmlFor={ids.select} className="text-sm font-bold text-ink">
            {t('catalog.browser.category')}
          </label>
          <Select
            id={ids.select}
            value={category}
            onChange={(event) => isCategoryId(event.target.value) && setCategory(event.target.value)}
            className="h-11"
          >
            {categories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {categoryTextIn(entry, locale).name}
              </option>
            ))}
          </Select>
        </div>
        <form
          role="search"
          className="flex flex-1 flex-col gap-1"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={ids.search} className="text-sm font-bold text-ink">
            {t('catalog.browser.searchLabel')}
          </label>
          <Input
            id={ids.search}
            type="search"
            name="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('catalog.browser.searchPlaceholder')}
            aria-describedby={ids.count}
            className="h-11"
          />
        </form>
        <p id={ids.count} role="status" className="text-sm font-bold text-ink md:ml-auto md:pb-3">
          {t('catalog.browser.count', { count: visible.length })}
        </p>
      </div>

      {visible.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('catalog.browser.results')}>
          {visible.map((kit, index) => (
            <li key={kit.slug} className="flex">
              <div className="w-full">
                <KitCard kit={kit} region={region} eager={index < 3} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-card border-2 border-dashed border-line bg-surface px-6 py-12 text-center">
          <h2 className="font-heading text-2xl font-bold text-ink">{inlineNotices.emptyCategory}</h2>
          <p className="mt-2 text-ink-muted">{t('catalog.browser.emptyText')}</p>
          <Button className="mt-6" onClick={showAll}>
            {inlineNotices.emptyCategoryAction}
          </Button>
        </div>
      )}
    </div>
  );
}
