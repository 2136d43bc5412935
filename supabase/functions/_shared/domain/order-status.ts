/** Where an order stands (the database's orders_status_known constraint holds the same list). */
export const orderStatuses = [
  'pending',
  'paid',
  'shipped',
  'partially_refunded',
  'refunded',
  'expired',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
