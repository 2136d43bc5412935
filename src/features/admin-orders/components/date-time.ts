/** When something happened, as the owner's console shows it: 'Nov 26, 2026, 9:41 PM'. */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
