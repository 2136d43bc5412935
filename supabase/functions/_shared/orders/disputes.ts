import type Stripe from 'stripe';
import type { Locale } from '../domain/locales.ts';
import { escapeHtml, orderMoney, OWNER_LOCALE, type OutgoingEmail } from './order-email.ts';
import type { OrderView } from '../domain/order-view.ts';
import { orderText } from './i18n/catalog.ts';

/**
 * Our record of a dispute from Stripe's status: closed as `lost` keeps the links paused; any other
 * closing (`won`, an inquiry's `warning_closed`, `prevented`) gives them back.
 */
export function disputeVerdict(
  event: 'created' | 'closed',
  status: Stripe.Dispute.Status,
): 'open' | 'won' | 'lost' {
  if (event === 'created') return 'open';
  return status === 'lost' ? 'lost' : 'won';
}

/** What the dispute did to the order's links, line by line. */
const verdictLines: Record<'open' | 'won' | 'lost', readonly string[]> = {
  open: ['orders.owner.dispute.openPaused', 'orders.owner.dispute.openAnswer'],
  won: ['orders.owner.dispute.won'],
  lost: ['orders.owner.dispute.lost'],
};

/** Tells the owner a payment dispute opened or closed, and what it did to the order's links. */
export function ownerDisputeEmail(
  order: OrderView,
  dispute: Stripe.Dispute,
  verdict: 'open' | 'won' | 'lost',
  shopEmail: string,
  locale: Locale = OWNER_LOCALE,
): OutgoingEmail {
  const say = (id: string, values?: Record<string, string>) => orderText(locale, id, values);
  const text = [
    say('orders.owner.dispute.intro', { number: order.number, email: order.email, verdict }),
    '',
    say('orders.owner.dispute.amount', {
      amount: orderMoney(
        locale,
        { region: order.region, currency: dispute.currency.toUpperCase() as OrderView['currency'] },
        dispute.amount,
      ),
    }),
    say('orders.owner.dispute.reason', { reason: dispute.reason.replaceAll('_', ' ') }),
    say('orders.owner.dispute.id', { id: dispute.id }),
    '',
    ...verdictLines[verdict].map((id) => say(id)),
  ].join('\n');
  return {
    to: shopEmail,
    subject: say('orders.owner.dispute.subject', { number: order.number, verdict }),
    text,
    html: `<pre>${escapeHtml(text)}</pre>`,
  };
}
