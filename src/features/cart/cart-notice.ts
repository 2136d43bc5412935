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
