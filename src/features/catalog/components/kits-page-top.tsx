import type { ReactNode } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { kitFactsIn } from '@domain/kit-facts';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * The top of the pages that list every kit (the shop, the templates): their meta tags, heading and
 * lead from `catalog.<page>.*`, with `aside` (the region switch) beside them.
 */
export function KitsPageTop({ page, aside }: { page: 'shop' | 'templates'; aside: ReactNode }) {
  const { locale, t } = useI18n();
  const facts = kitFactsIn[locale];
  return (
    <>
      <PageMeta
        title={t(`catalog.${page}.title`)}
        description={t(`catalog.${page}.description`, facts)}
        image="/images/kits/og/kits.png"
      />
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-heading text-4xl font-bold text-ink">{t(`catalog.${page}.heading`)}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t(`catalog.${page}.lead`, facts)}</p>
        </div>
        {aside}
      </div>
    </>
  );
}
