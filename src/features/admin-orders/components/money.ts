import { formatMoney } from '@domain/pricing';

/** '$49.99 CAD': the owner sees both currencies side by side. */
export const money = (cents: number, currency: 'USD' | 'CAD') =>
  `${formatMoney(cents, currency)} ${currency}`;

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
