import type { SaleState } from './catalog.ts';
import type { Kit, PurchaseState } from './kits.ts';

/** Button and status texts per purchase state (issue 5). */
export const purchaseStateLabel: Readonly<Record<PurchaseState, string>> = {
  'buy-digital': 'Buy Digital Download',
  'contact-to-purchase': 'Contact Us to Purchase',
  'farm-checkout': 'Buy Now',
  unavailable: 'Not currently available for purchase',
  'coming-soon': 'Coming soon',
};

export const UNAVAILABLE_TEXT = 'This adventure is not currently available for purchase.';

/** Kits a parent can pay for online; the others are bought through the contact page or not at all. */
export const isPurchasable = (kit: Pick<Kit, 'purchaseState'>) =>
  kit.purchaseState === 'buy-digital' || kit.purchaseState === 'farm-checkout';

/**
 * What a kit's page offers for the sale state the catalog gives it (ADR 051); the farm kit sells through
 * its own product view.
 */
export function purchaseStateFor(kit: Pick<Kit, 'purchaseState'>, sale: SaleState): PurchaseState {
  switch (sale) {
    case 'buy':
      return kit.purchaseState === 'farm-checkout' ? 'farm-checkout' : 'buy-digital';
    case 'contact':
      return 'contact-to-purchase';
    default:
      return sale;
  }
}
