/**
 * 'Tell me when it's available' (issue 29 §2): the form on a kit page that is not on sale posts to the
 * notify-me function, which sends the browser back to the kit's page at one of these fragments; the page
 * shows the matching message with CSS (`:target`), so it works without JavaScript.
 */
export const notifyMeOutcomes = {
  sent: 'notify-sent',
  problem: 'notify-problem',
  unsubscribed: 'notify-unsubscribed',
} as const;

export type NotifyMeOutcome = keyof typeof notifyMeOutcomes;

/** The form's field names, as the page writes them and notify-me reads them. */
export const notifyMeFields = {
  kit: 'kit',
  email: 'email',
  consent: 'consent',
  locale: 'locale',
} as const;
