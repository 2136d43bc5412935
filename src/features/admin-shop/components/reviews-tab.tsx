/** The admin's Reviews tab (placeholder: the admin-shop work replaces it, keeping the name and props). */
export function ReviewsTab(_props: { accessToken: string }) {
  return <p className="text-ink-muted">The reviews tab is not ready yet.</p>;
}
