/** The admin's Orders tab: the orders list and an order's detail. */
export function OrdersTab(_props: { accessToken: string }) {
  return <p className="text-ink-muted">Orders load here.</p>;
}
