import { escapeHtml, orderLocale, orderMoney, questionsLine, type OutgoingEmail } from './order-email.ts';
import type { OrderView } from '../domain/order-view.ts';
import { orderText } from './i18n/catalog.ts';

/**
 * The buyer's refund email, sent once per charge.refunded event (ours or the dashboard's), in the
 * language of the terms the buyer accepted (issue 28 §1): what the charge has refunded so far, when the
 * card shows it, and that a refunded kit's links stop working.
 */
export function refundEmail(
  order: OrderView,
  refundedCents: number,
  fullyRefunded: boolean,
  supportEmail: string,
): OutgoingEmail {
  const locale = orderLocale(order);
  const say = (id: string, values?: Record<string, string>) => orderText(locale, id, values);
  const heading = say('orders.refund.heading');
  const lines = [
    say('orders.refund.refunded', {
      number: order.number,
      amount: orderMoney(locale, order, refundedCents),
      total: orderMoney(locale, order, order.total_cents),
    }),
    say('orders.refund.card'),
    say(fullyRefunded ? 'orders.refund.linksStopped' : 'orders.refund.linksRefundedKits'),
  ];
  const questions = questionsLine(locale, supportEmail);
  return {
    to: order.email,
    subject: say('orders.refund.subject', { number: order.number }),
    text: [heading, '', ...lines, '', questions.text].join('\n'),
    html: `<h1>${escapeHtml(heading)}</h1>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p>${questions.html}</p>`,
  };
}
