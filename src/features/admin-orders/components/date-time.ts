/** When something happened, as the owner's console shows it: 'Nov 26, 2026, 9:41 PM' in English (`tag` en). */
export const dateTime = (iso: string, tag: string) =>
  new Date(iso).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' });
