/** The /cart page text (spec route table): checkout is switched off while payments are updated. */
export const CART_UNAVAILABLE = {
  title: 'Cart functionality is temporarily unavailable.',
  detail:
    'Our payment system is being updated. To buy a kit in the meantime, contact us and we will gladly help you directly.',
} as const;

/** The working cart's own texts (ours; the spec shows only the paused cart). */
export const CART_TEXTS = {
  empty: 'Your cart is empty.',
  emailHint: 'We send your receipt and download links here.',
  redirecting: 'Redirecting to checkout…',
} as const;

/**
 * The terms-of-sale choice for an order in Canada (issue 20 §4): the French terms come first and apply
 * unless the buyer expressly chooses the English ones.
 */
export const TERMS_CHOICE_TEXTS = {
  legend: 'Terms of sale',
  legendFr: 'Conditions de vente',
  hint: 'Our terms of sale come in French first, as Québec law requires. Keep the French version, or choose to be bound by the English one.',
  // French typography by hand (no-break space before the colon): this file is on every page's first load.
  french: 'Français\u00A0: je m’en tiens à la version française des conditions',
  english: 'English: I expressly choose the English version of the terms',
  read: 'Read the terms',
} as const;
