/** Spec §9: print orders are processed in 1-2 business days. */
export const PRINT_ORDER_PROCESSING_TIME = '1-2 business days';

export const thankYouOrderContent = {
  title: 'Thank You for Your Order',
  heading: 'Thank You for Your Order!',
  lead: 'Your adventure is on its way to your inbox.',
  points: [
    'We have sent you an email with your files: a Download All link that saves the whole kit in one zip folder, and a link to download a single PDF instantly.',
    'Nothing there after a few minutes? Please check your spam or promotions folder.',
  ],
  returnHome: 'Return to Home',
} as const;

export const thankYouPrintOrderContent = {
  title: 'Thank You for Your Printed Kit Order',
  heading: 'Thank You for Your Order!',
  lead: 'Your printed Adventure Clue Kit is being prepared.',
  points: [
    'A confirmation email with your order details is on its way.',
    'When your kit ships, you will get a second email with its tracking number.',
    `Most orders are processed in ${PRINT_ORDER_PROCESSING_TIME}.`,
  ],
  nextHeading: 'While You Wait',
  instructionsLink: 'Read the Setup Instructions',
  templatesLink: 'Browse More Templates',
} as const;
