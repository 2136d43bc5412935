import type { ContactSubmission, ReviewSubmission } from './form-rules.ts';

export interface OwnerEmail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** The spec's §7 message body of a review: 'Review (N stars): ' followed by the text. */
export function reviewMessage(review: Pick<ReviewSubmission, 'rating' | 'review'>): string {
  return `Review (${review.rating} stars): ${review.review}`;
}

/** What the shop's inbox receives for a review or contact message; replying answers the visitor. */
export function ownerEmailFor(
  submission: ({ formType: 'review' } & ReviewSubmission) | ({ formType: 'contact' } & ContactSubmission),
  shopEmail: string,
): OwnerEmail {
  const isReview = submission.formType === 'review';
  const message = isReview ? reviewMessage(submission) : submission.message;
  return {
    to: shopEmail,
    replyTo: submission.email,
    subject: isReview
      ? `New review (${submission.rating} stars) from ${submission.name}`
      : `New contact message from ${submission.name}`,
    text: `Name: ${submission.name}\nEmail: ${submission.email}\n\n${message}\n`,
  };
}
