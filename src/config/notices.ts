import type { ToastVariant } from '@/lib/toast';
import { formMessages } from '@domain/form-messages';

/** A notice of the spec's §8, shown with `toast(notice)`. Texts are the spec's, word for word. */
export type Notice = {
  readonly title: string;
  readonly description: string;
  readonly variant: ToastVariant;
};

const notice = (title: string, description: string, variant: ToastVariant = 'default'): Notice => ({
  title,
  description,
  variant,
});

export const notices = {
  reviewRatingMissing: notice('Please add a rating', formMessages.rating, 'destructive'),
  /** Holds {email}: fill it with `fillNotice(notices.reviewFailed, { email })`. */
  reviewFailed: notice('Review failed to submit', 'Please try again or contact us directly at {email}'),
  reviewSubmitted: notice('Review submitted!', 'Thank you for your feedback. We appreciate your review.'),
  /** Holds {email}. */
  contactFailed: notice(
    'Message failed to send',
    'Please try again or contact us directly at {email}',
    'destructive',
  ),
  contactSent: notice('Message sent!', "Thank you for your message. We'll get back to you soon."),
  /** Shown with the error's own message as description when there is one; this description otherwise. */
  authError: notice('Error', 'An error occurred during authentication'),
  authUnexpected: notice('Error', 'An unexpected error occurred'),
  loginSucceeded: notice('Success', 'Successfully logged in!'),
  signupSucceeded: notice(
    'Account Created',
    'Please check your email to verify your account, then you can log in.',
  ),
  loggedOut: notice('Logged out', 'You have been successfully logged out.'),
  logoutFailed: notice('Error', 'An error occurred while logging out.', 'destructive'),
  clueGenerationFailed: notice(
    'Generation Failed',
    'Failed to generate clue. Please try again.',
    'destructive',
  ),
  clueGenerated: notice(
    'Clue Generated!',
    'Your AI-powered clue has been created and added to your history.',
  ),
  clueCopied: notice('Copied!', 'Clue copied to clipboard.'),
  clueDeleted: notice('Clue Deleted', 'The clue has been removed from your history.'),
  checkoutUnavailable: notice(
    'Checkout unavailable',
    'Checkout functionality has been temporarily disabled. Please contact us directly to purchase.',
    'destructive',
  ),
  /** Ours: create-checkout failed for another reason than payments being off; holds {email}. */
  checkoutFailed: notice(
    'Checkout failed',
    'Please try again or contact us directly at {email}',
    'destructive',
  ),
  /** Holds {template}; shown with the `continueShopping` action. */
  addedToCart: notice('Added to cart', '{template} Digital Download has been added to your cart'),
  /** The printed kit's counterpart of `addedToCart` (ours: the spec has only the digital one); holds {template}. */
  addedPrintedToCart: notice(
    'Added to cart',
    '{template} Printed & Delivered kit has been added to your cart',
  ),
} as const satisfies Record<string, Notice>;

/** Label of the action shown with `addedToCart`, which leads to /templates. */
export const CONTINUE_SHOPPING = 'Continue Shopping';

/** Texts shown in pages rather than as toasts (spec §8). */
export const inlineNotices = {
  locationFailed: 'Failed to detect location',
  emptyCategory: 'No adventures found',
  emptyCategoryAction: 'View All Adventures',
} as const;

/** Replaces each {name} in a text with its value; a placeholder without a value is an error, not a blank. */
export function interpolate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${text}"`);
    return value;
  });
}

/** A notice with its {placeholders} filled in, ready for `toast()`. */
export const fillNotice = (source: Notice, values: Readonly<Record<string, string>>): Notice => ({
  ...source,
  title: interpolate(source.title, values),
  description: interpolate(source.description, values),
});
