import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import { createMailer } from './create-mailer';

describe('mail provider', () => {
  it('without SMTP_URL writes each e-mail to the server log, whole', async () => {
    const lines: string[] = [];
    const log = createLogger('info', {}, (line) => lines.push(line));
    const mailer = createMailer(parseEnv({}), log);
    expect(mailer.kind).toBe('log');
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Set a new password',
      text: 'Open http://localhost:3001/reset-password?token=abc',
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { level: string; mail: { to: string; subject: string; text: string } };
    expect(entry.level).toBe('info');
    expect(entry.mail).toEqual({
      to: 'ada@example.com',
      subject: 'Set a new password',
      text: 'Open http://localhost:3001/reset-password?token=abc',
    });
  });

  it('with SMTP_URL, MAIL_FROM and PUBLIC_URL sends over SMTP', () => {
    const env = parseEnv({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'HireReady <no-reply@example.com>',
      PUBLIC_URL: 'https://example.com',
    });
    expect(createMailer(env, createLogger('silent')).kind).toBe('smtp');
  });
});
