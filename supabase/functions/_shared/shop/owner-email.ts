import { defaultLocale, type Locale } from '../domain/locales.ts';
import type { ContactSubmission, ReviewSubmission } from './form-rules.ts';
import { shopText } from './i18n/catalog.ts';

export interface OwnerEmail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** The spec's §7 message body of a review: 'Review (N stars): ' followed by the text (the visitor's, untouched). */
export function reviewMessage(
  review: Pick<ReviewSubmission, 'rating' | 'review'>,
  locale: Locale = defaultLocale,
): string {
  return `${shopText(locale, 'shop.owner.reviewLabel', { rating: String(review.rating) })} ${review.review}`;
}

/**
 * What the shop's inbox receives for a review or contact message; replying answers the visitor. In the
 * shop's own language (English); the visitor's words are passed on as they wrote them.
 */
export function ownerEmailFor(
  submission: ({ formType: 'review' } & ReviewSubmission) | ({ formType: 'contact' } & ContactSubmission),
  shopEmail: string,
  locale: Locale = defaultLocale,
): OwnerEmail {
  const isReview = submission.formType === 'review';
  const message = isReview ? reviewMessage(submission, locale) : submission.message;
  return {
    to: shopEmail,
    replyTo: submission.email,
    subject: isReview
      ? shopText(locale, 'shop.owner.reviewSubject', {
          rating: String(submission.rating),
          name: submission.name,
        })
      : shopText(locale, 'shop.owner.contactSubject', { name: submission.name }),
    text: [
      shopText(locale, 'shop.owner.name', { name: submission.name }),
      shopText(locale, 'shop.owner.email', { email: submission.email }),
      '',
      message,
      '',
    ].join('\n'),
  };
}
