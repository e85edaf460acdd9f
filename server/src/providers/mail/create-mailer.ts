import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import { createLogMailer } from './log-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(env: Env, log: Logger): Mailer {
  // parseEnv has already refused SMTP_URL without MAIL_FROM.
  if (env.SMTP_URL && env.MAIL_FROM) return createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
  return createLogMailer(log);
}
