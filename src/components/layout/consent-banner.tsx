import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { CONSENT_TEXTS } from '@/components/layout/consent-texts';
import { setConsent } from '@/lib/analytics-consent';

/**
 * The consent bar: fixed to the bottom, so showing it moves nothing on the page, and not modal, so
 * the page stays usable while it is open. Reopened from the footer, it takes the focus.
 */
export function ConsentBanner({ takeFocus }: { takeFocus: boolean }) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) region.current?.focus();
  }, [takeFocus]);
  return (
    <section
      ref={region}
      aria-label={CONSENT_TEXTS.label}
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface shadow-card outline-none"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-ink">{CONSENT_TEXTS.message}</p>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setConsent('granted')}>
            {CONSENT_TEXTS.accept}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConsent('denied')}>
            {CONSENT_TEXTS.decline}
          </Button>
        </div>
      </div>
    </section>
  );
}
