import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export interface SmtpMailerOptions {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

/** SMTP, for the local stack's mailbox (hosted edge functions cannot reach SMTP ports). */
export function smtpMailer(opts: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: opts.host,
    port: opts.port,
    secure: opts.port === 465,
    auth: opts.user ? { user: opts.user, pass: opts.pass ?? '' } : undefined,
    // A slow mail server must not keep the visitor waiting: the row is stored before the email goes.
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  });
  return {
    async send(email) {
      await transport.sendMail({
        from: opts.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        replyTo: email.replyTo,
      });
    },
  };
}
