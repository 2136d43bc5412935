import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cart } from '@/lib/cart';
import { useI18n } from '@/lib/i18n/i18n';
import { withKitTitlesIn } from '../kit-title';
import { useHydrated } from '@/lib/use-hydrated';
import { getOrderBySession } from '../api/get-order-by-session';
import type { OrderConfirmationView } from '../api/order-types';
import { OrderSummary } from './order-summary';

// The download forms (react-hook-form, zod) load only once a paid order has kits to offer, never with
// the prerendered thank-you page.
const KitDownloadForm = lazy(() =>
  import('./kit-download-form').then((module) => ({ default: module.KitDownloadForm })),
);

/** How often and how long the page asks whether Stripe's webhook has confirmed the payment. */
const POLL_MS = 1500;
const POLL_LIMIT = 40;

type State =
  | { kind: 'confirming'; attempts: number }
  | { kind: 'paid'; order: OrderConfirmationView }
  | { kind: 'slow' }
  | { kind: 'not-found' };

/**
 * The order behind ?session_id= on a thank-you page: 'Confirming your payment…' until the webhook has
 * marked it paid (Stripe's redirect and its webhook race), then the order, and its digital kits ready
 * to download on the spot, so a guest never depends on the email (issue 29 §6).
 */
export function OrderConfirmation() {
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  // The page is prerendered without a query: the session id is read once hydration is done.
  const hydrated = useHydrated();
  const sessionId = hydrated ? params.get('session_id') : null;
  const [state, setState] = useState<State>({ kind: 'confirming', attempts: 0 });

  useEffect(() => {
    if (!sessionId || state.kind !== 'confirming') return;
    let cancelled = false;
    const timer = setTimeout(
      async () => {
        const lookup = await getOrderBySession(sessionId);
        if (cancelled) return;
        if (lookup.kind === 'not-found') setState({ kind: 'not-found' });
        else if (lookup.kind === 'found' && lookup.order.status === 'paid') {
          const order = await withKitTitlesIn(locale, lookup.order);
          if (cancelled) return;
          // The cart has been bought: start the next one empty.
          cart.clear();
          setState({ kind: 'paid', order });
        } else if (state.attempts + 1 >= POLL_LIMIT) setState({ kind: 'slow' });
        else setState({ kind: 'confirming', attempts: state.attempts + 1 });
      },
      state.attempts === 0 ? 0 : POLL_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId, state, locale]);

  if (!sessionId) return null;
  return (
    <div className="mb-8" aria-live="polite">
      {state.kind === 'paid' ? <OrderSummary order={state.order} /> : null}
      {state.kind === 'paid' && state.order.downloads.length ? (
        <section aria-labelledby="thank-you-downloads" className="mt-8 space-y-6">
          <div className="space-y-2">
            <h2 id="thank-you-downloads" className="font-heading text-2xl font-bold text-ink">
              {t('orders.confirmation.downloadsHeading')}
            </h2>
            <p className="text-ink-muted">{t('orders.confirmation.downloadsLead')}</p>
          </div>
          <Suspense fallback={null}>
            {state.order.downloads.map((download) => (
              <KitDownloadForm
                key={download.token}
                kit={download.kit}
                title={download.title}
                token={download.token}
                licence={download.licence}
                childNames={download.childNames}
                lang={locale}
              />
            ))}
          </Suspense>
        </section>
      ) : null}
      {state.kind === 'confirming' ? (
        <p className="rounded-xl bg-sunshine-100 p-4 font-semibold text-ink">
          {t('orders.confirmation.confirming')}
        </p>
      ) : null}
      {state.kind === 'slow' ? (
        <p className="rounded-xl bg-sunshine-100 p-4 text-ink">{t('orders.confirmation.slow')}</p>
      ) : null}
      {state.kind === 'not-found' ? (
        <p className="rounded-xl bg-sunshine-100 p-4 text-ink">{t('orders.confirmation.notFound')}</p>
      ) : null}
    </div>
  );
}
