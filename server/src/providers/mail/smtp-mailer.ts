import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Every send gets at most this long, so a dead mail server cannot hold work forever. */
const SMTP_TIMEOUT_MS = 20_000;

export function createSmtpMailer(opts: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: opts.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
