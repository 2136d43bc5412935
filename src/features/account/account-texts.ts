/** The member's account page (English: the member area has no French version yet). */
export const ACCOUNT_TEXTS = {
  heading: 'My Account',
  description: 'Your Adventure Clue Kits account.',
  ordersHeading: 'Your orders',
  ordersLead: 'Each order you placed while signed in, with its download links, is on your orders page.',
  ordersLink: 'See your orders',
} as const;
