// The few facts about the pixel consent that every page needs: the rest (the choice's store, the bar,
// the pixel adapter) loads after hydration, and only in a build with a pixel id.

/** Where the visitor's choice is remembered in this browser. */
export const CONSENT_KEY = 'ack-analytics-consent';

/** Sent on window by the footer link; the consent bar listens for it. */
export const PRIVACY_CHOICES_EVENT = 'ack:privacy-choices';
