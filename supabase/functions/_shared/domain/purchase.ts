import type { Kit, PurchaseState } from './kits.ts';

/** Button and status texts per purchase state (issue 5). */
export const purchaseStateLabel: Readonly<Record<PurchaseState, string>> = {
  'buy-digital': 'Buy Digital Download',
  'contact-to-purchase': 'Contact Us to Purchase',
  'farm-checkout': 'Buy Now',
  unavailable: 'Not currently available for purchase',
};

export const UNAVAILABLE_TEXT = 'This adventure is not currently available for purchase.';

/** Kits a parent can pay for online; the others are bought through the contact page or not at all. */
export const isPurchasable = (kit: Pick<Kit, 'purchaseState'>) =>
  kit.purchaseState === 'buy-digital' || kit.purchaseState === 'farm-checkout';
