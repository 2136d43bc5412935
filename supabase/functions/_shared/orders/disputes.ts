import type Stripe from 'stripe';
import { escapeHtml, formatCents, type OutgoingEmail } from './order-email.ts';
import type { OrderView } from '../domain/order-view.ts';

/** What a buyer reads when a link is held back by a dispute (the orders and download functions). */
export const downloadsPausedMessage =
  'The downloads of this order are paused while its payment is disputed. Please contact us if you think this is a mistake.';

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

const verdictLines: Record<'open' | 'won' | 'lost', { subject: string; lines: string[] }> = {
  open: {
    subject: 'opened: downloads paused',
    lines: [
      'The download links of this order are paused until the dispute is closed.',
      'Answer the dispute in the Stripe Dashboard (Payments → Disputes) before its deadline.',
    ],
  },
  won: {
    subject: 'won: downloads restored',
    lines: ['The dispute was closed in your favour; the download links work again.'],
  },
  lost: {
    subject: 'lost: downloads stay paused',
    lines: ['The dispute was lost and the money returned to the buyer; the download links stay paused.'],
  },
};

/** Tells the owner a payment dispute opened or closed, and what it did to the order's links. */
export function ownerDisputeEmail(
  order: OrderView,
  dispute: Stripe.Dispute,
  verdict: 'open' | 'won' | 'lost',
  shopEmail: string,
): OutgoingEmail {
  const { subject, lines } = verdictLines[verdict];
  const text = [
    `A payment dispute on order ${order.number} (${order.email}) was ${subject.split(':')[0]}.`,
    '',
    `Disputed amount: ${formatCents(dispute.amount, dispute.currency.toUpperCase())}`,
    `Reason given: ${dispute.reason.replaceAll('_', ' ')}`,
    `Stripe dispute: ${dispute.id}`,
    '',
    ...lines,
  ].join('\n');
  return {
    to: shopEmail,
    subject: `Dispute on order ${order.number} ${subject}`,
    text,
    html: `<pre>${escapeHtml(text)}</pre>`,
  };
}
