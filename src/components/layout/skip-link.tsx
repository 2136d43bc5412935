import { useI18n } from '@/lib/i18n/i18n';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-semibold text-brand-700 shadow-card focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skip.toContent')}
    </a>
  );
}
