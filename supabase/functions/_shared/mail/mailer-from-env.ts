import { MailerError, type Mailer } from './mailer.ts';
import { resendMailer } from './resend-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** The variables a function that sends mail must declare (see its env.ts). */
export const MAIL_ENV = [
  'MAIL_PROVIDER',
  'MAIL_FROM',
  'RESEND_API_KEY',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASS',
  // nodemailer reads these when it loads (its test-account service); they stay unset.
  'ETHEREAL_API',
  'ETHEREAL_API_KEY',
  'ETHEREAL_CACHE',
  'ETHEREAL_WEB',
] as const;

export const DEFAULT_MAIL_FROM = 'Adventure Clue Kits <no-reply@adventurecluekits.com>';

/**
 * MAIL_PROVIDER picks the mailer: `resend` (production: RESEND_API_KEY required) or `smtp`
 * (the default, for the local mailbox: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS). A missing
 * key or an unknown provider stops the function at start, where a deployment notices it.
 */
export function mailerFromEnv(
  env: Record<string, string | undefined>,
  /** Tests only: where the Resend API is (a local fake). */
  resendApiUrl?: string,
): Mailer {
  const provider = env.MAIL_PROVIDER?.trim().toLowerCase() || 'smtp';
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (provider === 'resend') {
    const apiKey = env.RESEND_API_KEY?.trim();
    if (!apiKey) throw new MailerError('MAIL_PROVIDER=resend needs RESEND_API_KEY.');
    return resendMailer({ apiKey, from, apiUrl: resendApiUrl });
  }
  if (provider === 'smtp') {
    const port = Number(env.SMTP_PORT || 587);
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
      throw new MailerError(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}".`);
    return smtpMailer({
      host: env.SMTP_HOST?.trim() || '127.0.0.1',
      port,
      user: env.SMTP_USER?.trim() || undefined,
      pass: env.SMTP_PASS,
      from,
    });
  }
  throw new MailerError(`MAIL_PROVIDER must be "resend" or "smtp", got "${env.MAIL_PROVIDER}".`);
}
