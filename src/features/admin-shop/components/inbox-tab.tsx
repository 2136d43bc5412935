/** The admin's Inbox tab (placeholder: the admin-shop work replaces it, keeping the name and props). */
export function InboxTab(_props: { accessToken: string }) {
  return <p className="text-ink-muted">The messages tab is not ready yet.</p>;
}
