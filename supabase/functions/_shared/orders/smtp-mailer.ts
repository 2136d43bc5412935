import nodemailer from 'nodemailer';
import type { OutgoingEmail } from './order-email.ts';

/**
 * Order mail over SMTP (the local mailbox, or the provider set in SMTP_*), configured like submit-form's
 * owner email so both reach the same inbox.
 */
export function createSmtpMailer(
  env: Record<string, string | undefined>,
): (email: OutgoingEmail) => Promise<void> {
  const port = Number(env.SMTP_PORT ?? 587);
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST ?? '127.0.0.1',
    port,
    secure: port === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  });
  const from = env.MAIL_FROM ?? 'Adventure Clue Kits <no-reply@adventurecluekits.com>';
  return async (email) => {
    await transport.sendMail({ from, ...email });
  };
}
