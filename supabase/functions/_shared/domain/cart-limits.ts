/**
 * The cart's size limit, kept apart from the zod schema in cart.ts so pages that only add to the
 * cart (every kit page) do not load zod.
 */

/** Nine kits in two formats: anything longer is not a family's cart. */
export const CART_MAX_LINES = 18;

/**
 * The browser's quick look at an email address before asking the server (whose zod schema decides):
 * something@something.tld, no spaces.
 */
export const looksLikeEmail = (value: string): boolean =>
  /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/.test(value.trim());

export const CART_EMAIL_MESSAGE = 'Please enter a valid email address.';
