import { CONSENT_LABEL } from '../../lib/privacy-choices';

/** The consent bar's words; apart from the bar so tests can read them, loaded only with the bar. */
export const CONSENT_TEXTS = {
  label: CONSENT_LABEL,
  message:
    'May we use Meta’s advertising pixel to measure our ads? It stays off unless you accept, and you can change your mind any time with “Privacy choices” at the bottom of the page.',
  accept: 'Accept',
  decline: 'Decline',
} as const;
