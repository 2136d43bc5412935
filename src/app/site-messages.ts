import { layoutCatalog } from '@/components/layout/i18n/catalog';
import { loadCatalogs, type Messages } from '@/lib/i18n/i18n';
import type { Locale } from '@domain/locales';

/** The texts every page shows (navigation, footer, notices), one catalog load per language. */
type TrackedPromise = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

const loads = new Map<Locale, TrackedPromise>();

/**
 * The site's messages in `locale`. The promise is marked fulfilled when it settles, the way React's
 * `use` reads it: once loaded (before the first render, see router.tsx), the shell renders at once.
 */
export function loadSiteMessages(locale: Locale): Promise<Messages> {
  let load = loads.get(locale);
  if (!load) {
    const tracked: TrackedPromise = loadCatalogs([layoutCatalog], locale).then((messages) => {
      tracked.status = 'fulfilled';
      tracked.value = messages;
      return messages;
    });
    load = tracked;
    loads.set(locale, load);
  }
  return load;
}
