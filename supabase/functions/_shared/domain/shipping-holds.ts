/**
 * Why a paid order's printed kit may not be marked shipped: its payment is disputed. The admin
 * function refuses with these words and the owner's page shows them beside the disabled form.
 */
export const shippingHoldMessages = {
  open: 'A payment dispute is open on this order: it cannot be marked shipped until the dispute is won.',
  lost: 'The payment dispute on this order was lost and the money went back to the buyer: it does not ship.',
} as const satisfies Record<'open' | 'lost', string>;

export type ShippingHold = keyof typeof shippingHoldMessages;

/** The hold a dispute puts on shipping, if any (a won dispute holds nothing). */
export const shippingHoldOf = (disputeStatus: string | null | undefined): ShippingHold | undefined =>
  disputeStatus === 'open' || disputeStatus === 'lost' ? disputeStatus : undefined;
