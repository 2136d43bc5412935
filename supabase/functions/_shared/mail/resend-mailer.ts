import { MailerError, type Mailer } from './mailer.ts';

export const RESEND_API_URL = 'https://api.resend.com';
/** A slow provider must not hold the caller: the row is stored before the email goes. */
const TIMEOUT_MS = 10_000;

export interface ResendMailerOptions {
  apiKey: string;
  /** `Name <address>` on a domain verified with Resend. */
  from: string;
  /** Only tests point this elsewhere (a local fake of the API). */
  apiUrl?: string;
}

/**
 * Resend's HTTP API (POST /emails with a bearer key). Hosted edge functions cannot open SMTP
 * ports 25 or 587, so production mail goes over HTTPS.
 */
export function resendMailer(opts: ResendMailerOptions): Mailer {
  const endpoint = `${(opts.apiUrl ?? RESEND_API_URL).replace(/\/+$/, '')}/emails`;
  return {
    async send(email) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${opts.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: opts.from,
          to: Array.isArray(email.to) ? email.to : [email.to],
          subject: email.subject,
          text: email.text,
          ...(email.html === undefined ? {} : { html: email.html }),
          ...(email.replyTo === undefined ? {} : { reply_to: email.replyTo }),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      // Resend explains a refusal in {name, message}; the key is never part of it.
      const detail = await response.text().catch(() => '');
      throw new MailerError(`Resend refused the email (${response.status}): ${detail.slice(0, 300)}`);
    },
  };
}
