import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { setConsent } from '@/lib/analytics-consent';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * The consent bar: fixed to the bottom, so showing it moves nothing on the page, and not modal, so
 * the page stays usable while it is open. Reopened from the footer, it takes the focus.
 */
export function ConsentBanner({ takeFocus }: { takeFocus: boolean }) {
  const region = useRef<HTMLElement>(null);
  const { t } = useI18n();
  useEffect(() => {
    if (takeFocus) region.current?.focus();
  }, [takeFocus]);
  return (
    <section
      ref={region}
      aria-label={t('footer.privacyChoices')}
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface shadow-card outline-none"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-ink">{t('consent.message')}</p>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setConsent('granted')}>
            {t('consent.accept')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConsent('denied')}>
            {t('consent.decline')}
          </Button>
        </div>
      </div>
    </section>
  );
}
