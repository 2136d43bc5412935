import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { useI18n } from '@/lib/i18n/i18n';
import { useNearViewport } from '@/lib/use-near-viewport';

// The form's code (react-hook-form, zod) loads when a visitor nears it, not with the page.
const WaitlistForm = lazy(() =>
  import('./waitlist-form').then((module) => ({ default: module.WaitlistForm })),
);

/** The fragment the page's 'Join the Waitlist' buttons link to. */
export const WAITLIST_ANCHOR = 'waitlist';

/** Space the form takes once loaded, held from the start so nothing below it moves. */
const FORM_HEIGHT = 'min-h-[16rem] md:min-h-[9.5rem] lg:min-h-[7.5rem]';

/** The AI Clue Creator waitlist: the 'Join the Waitlist' buttons jump here and the email field takes focus. */
export function WaitlistSection() {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  // Counts arrivals through a 'Join the Waitlist' link; each one moves focus to the email field.
  const [invitations, setInvitations] = useState(0);
  useEffect(() => {
    const check = () => {
      if (window.location.hash === `#${WAITLIST_ANCHOR}`) setInvitations((count) => count + 1);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, []);
  return (
    <section ref={ref} id={WAITLIST_ANCHOR} aria-labelledby="waitlist-heading" className="mt-12 scroll-mt-24">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-card">
        <h2 id="waitlist-heading" className="font-heading text-2xl font-bold text-ink">
          {t('waitlist.heading')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('waitlist.lead')}</p>
        <div className={`mt-6 ${FORM_HEIGHT}`}>
          {near ? (
            <Suspense fallback={null}>
              <WaitlistForm focusRequest={invitations} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
