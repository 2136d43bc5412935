/** What each thank-you page promises, in order: `guides.thankYou.<page>.points.<id>`. */
export const thankYouPoints = {
  order: ['email', 'spam'],
  print: ['confirmation', 'tracking', 'processing'],
} as const;
