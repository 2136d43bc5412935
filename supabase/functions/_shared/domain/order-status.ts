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

/** How the owner's pages name each status. */
export const orderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  expired: 'Expired',
};
