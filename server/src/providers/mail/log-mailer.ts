import type { Logger } from '../../lib/logger';
import type { Mailer } from './mailer';

/**
 * Without SMTP_URL, each e-mail is written to the server log, as self-hosted apps do: the operator
 * reads a reset link there, and the README's two commands still need nothing else.
 */
export function createLogMailer(log: Logger): Mailer {
  return {
    kind: 'log',
    async send(message) {
      log.info('e-mail not sent (no SMTP_URL): written here instead', { mail: message });
    },
  };
}
