import { Button } from '@/components/ui/button';
import { useInlineNotices } from '@/config/inline-notices';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * /templates when no kit matches the category and search: the spec's inline notice and a way back to
 * every kit. Only the app shows it (the prerendered list holds every kit), so it is loaded on demand.
 */
export default function EmptyAdventures({ onShowAll }: { onShowAll: () => void }) {
  const inlineNotices = useInlineNotices();
  const { t } = useI18n();
  return (
    <div className="rounded-card border-2 border-dashed border-line bg-surface px-6 py-12 text-center">
      <h2 className="font-heading text-2xl font-bold text-ink">{inlineNotices.emptyCategory}</h2>
      <p className="mt-2 text-ink-muted">{t('catalog.browser.emptyText')}</p>
      <Button className="mt-6" onClick={onShowAll}>
        {inlineNotices.emptyCategoryAction}
      </Button>
    </div>
  );
}
