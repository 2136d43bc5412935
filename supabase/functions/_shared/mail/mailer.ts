/** One email as every function hands it to a mailer: the sender is the mailer's own (MAIL_FROM). */
export interface OutgoingEmail {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, e.g. the visitor who wrote a contact message. */
  replyTo?: string;
}

/** Sends email; a rejection means the provider did not accept the message. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

export class MailerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailerError';
  }
}
