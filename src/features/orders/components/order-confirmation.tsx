import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cart } from '@/lib/cart';
import { useHydrated } from '@/lib/use-hydrated';
import { getOrderBySession } from '../api/get-order-by-session';
import type { OrderReceipt } from '../api/order-types';
import { OrderSummary } from './order-summary';

export const CONFIRMATION_TEXTS = {
  confirming: 'Confirming your payment…',
  slow: 'Your payment is still being confirmed. Your receipt email will arrive as soon as it is; you can close this page.',
  notFound: 'We could not find this order. If you paid, your receipt email has the details.',
} as const;

/** How often and how long the page asks whether Stripe's webhook has confirmed the payment. */
const POLL_MS = 1500;
const POLL_LIMIT = 40;

type State =
  | { kind: 'confirming'; attempts: number }
  | { kind: 'paid'; order: OrderReceipt }
  | { kind: 'slow' }
  | { kind: 'not-found' };

/**
 * The order behind ?session_id= on a thank-you page: 'Confirming your payment…' until the webhook has
 * marked it paid (Stripe's redirect and its webhook race), then the order. Reports the sale once.
 */
export function OrderConfirmation() {
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
          // The cart has been bought: start the next one empty.
          cart.clear();
          setState({ kind: 'paid', order: lookup.order });
        } else if (state.attempts + 1 >= POLL_LIMIT) setState({ kind: 'slow' });
        else setState({ kind: 'confirming', attempts: state.attempts + 1 });
      },
      state.attempts === 0 ? 0 : POLL_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId, state]);

  if (!sessionId) return null;
  return (
    <div className="mb-8" aria-live="polite">
      {state.kind === 'paid' ? <OrderSummary order={state.order} /> : null}
      {state.kind === 'confirming' ? (
        <p className="rounded-xl bg-sunshine-100 p-4 font-semibold text-ink">
          {CONFIRMATION_TEXTS.confirming}
        </p>
      ) : null}
      {state.kind === 'slow' ? (
        <p className="rounded-xl bg-sunshine-100 p-4 text-ink">{CONFIRMATION_TEXTS.slow}</p>
      ) : null}
      {state.kind === 'not-found' ? (
        <p className="rounded-xl bg-sunshine-100 p-4 text-ink">{CONFIRMATION_TEXTS.notFound}</p>
      ) : null}
    </div>
  );
}
