import { createHmac } from 'node:crypto';
import { STRIPE_API_VERSION, stripeId } from './stripe-state.ts';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: 1;
  request: { id: string | null; idempotency_key: string | null };
}

export interface Delivery {
  eventId: string;
  type: string;
  attempt: number;
  status: number;
  at: string;
}

/** `t=<unix>,v1=<hex HMAC-SHA256 of "t.body" keyed by the whole whsec_ string>`: no spaces (contract §6). */
export function signPayload(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function buildEvent(
  type: string,
  object: unknown,
  extra: Partial<Pick<StripeEvent, 'request'>> & { previous_attributes?: Record<string, unknown> } = {},
): StripeEvent {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: extra.previous_attributes ? { object, previous_attributes: extra.previous_attributes } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: extra.request ?? { id: null, idempotency_key: null },
  };
}

export interface WebhookSenderOptions {
  endpoint: string;
  secret: string;
  /** Delays of the retries after a failed attempt (Stripe retries for days; locally seconds). */
  retryDelaysMs?: readonly number[];
  /** How long a first attempt may take before the caller moves on (the checkout page waits for it). */
  firstAttemptTimeoutMs?: number;
  log?: (line: string) => void;
}

/**
 * Delivers events like Stripe does: signed afresh on every attempt, same id and body, retried with
 * back-off on anything but a 2xx. Every attempt is recorded for the test hooks.
 */
export function createWebhookSender(opts: WebhookSenderOptions) {
  const retryDelays = opts.retryDelaysMs ?? [1000, 5000, 25000];
  const timeoutMs = opts.firstAttemptTimeoutMs ?? 5000;
  const deliveries: Delivery[] = [];
  const events = new Map<string, StripeEvent>();
  const timers = new Set<NodeJS.Timeout>();
  /** Event types held back (a test hook), and the events waiting for release, in order. */
  const heldTypes = new Set<string>();
  const held: StripeEvent[] = [];
  let stopped = false;

  async function sendNow(event: StripeEvent): Promise<void> {
    const first = attempt(event, 1);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      first,
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }

  async function attempt(event: StripeEvent, number: number): Promise<number> {
    const body = JSON.stringify(event);
    let status = 0;
    try {
      const response = await fetch(opts.endpoint, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signPayload(body, opts.secret),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs * 2),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      opts.log?.(`webhook ${event.type} ${event.id} attempt ${number} failed: ${String(error)}`);
    }
    deliveries.push({
      eventId: event.id,
      type: event.type,
      attempt: number,
      status,
      at: new Date().toISOString(),
    });
    if ((status < 200 || status > 299) && !stopped) {
      const delay = retryDelays[number - 1];
      if (delay !== undefined) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void attempt(event, number + 1);
        }, delay);
        timer.unref();
        timers.add(timer);
      }
    }
    return status;
  }

  return {
    /**
     * Sends the event and waits for its first attempt, at most `firstAttemptTimeoutMs`; an event of a
     * held type waits for release() instead.
     */
    async send(event: StripeEvent): Promise<void> {
      events.set(event.id, event);
      if (heldTypes.has(event.type)) held.push(event);
      else await sendNow(event);
    },
    /**
     * Holds back every later event of these types, as a slow or failing endpoint makes Stripe's
     * deliveries arrive late and out of order (e.g. a refund before the payment it refunds).
     */
    hold(types: readonly string[]) {
      for (const type of types) heldTypes.add(type);
    },
    /** Stops holding and delivers the held events in the order they were made; their ids. */
    async release(): Promise<string[]> {
      heldTypes.clear();
      const due = held.splice(0);
      for (const event of due) await sendNow(event);
      return due.map((event) => event.id);
    },
    /** Delivers a stored event again (same id, fresh signature): the receiver must ignore it. */
    async redeliver(eventId: string): Promise<number | undefined> {
      const event = events.get(eventId);
      return event ? attempt(event, deliveries.filter((d) => d.eventId === eventId).length + 1) : undefined;
    },
    events: () => [...events.values()],
    deliveries: () => [...deliveries],
    stop() {
      stopped = true;
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
