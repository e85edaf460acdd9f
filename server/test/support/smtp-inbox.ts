/**
 * A real SMTP server for tests (DESIGN decision 14): the app sends through nodemailer over the wire,
 * and the test reads what arrived, parsed as a mail client would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string };

export async function startSmtpInbox(port = 0) {
  const received: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          for (const wake of waiting) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    /** The first message to `to` not taken before, waiting for it up to `timeoutMs`. */
    async take(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((mail) => mail.to.includes(to));
        if (index >= 0) return received.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          setTimeout(wake, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link an e-mail carries. */
export function resetLinkIn(text: string): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return new URL(match[0]);
}
