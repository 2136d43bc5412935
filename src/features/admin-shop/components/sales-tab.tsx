/** The admin's Sales tab (placeholder: the admin-shop work replaces it, keeping the name and props). */
export function SalesTab(_props: { accessToken: string }) {
  return <p className="text-ink-muted">The sales tab is not ready yet.</p>;
}
