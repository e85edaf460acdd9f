import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordResetTokens } from '../db/schema';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';
import { resetLinkIn, startSmtpInbox } from '../../test/support/smtp-inbox';

const PUBLIC_URL = 'https://app.hireready.test';

describeEachDatabase('forgotten password', (kind) => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'HireReady <no-reply@hireready.test>',
      PUBLIC_URL,
      // Behind two proxies: each request below comes through an inner one at 10.0.0.1.
      TRUST_PROXY_HOPS: '2',
      CLIENT_RATE_LIMITS: 'on',
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** Each test its own client address, so the per-client limits of one do not reach another. */
  let clients = 0;
  const fromClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients}, 10.0.0.1` });
  const forgot = (email: string, headers = fromClient()) => t.call('POST', '/api/auth/forgot-password', { body: { email }, headers });
  const reset = (token: string, newPassword: string, headers = fromClient()) =>
    t.call('POST', '/api/auth/reset-password', { body: { token, newPassword }, headers });
  const signIn = (email: string, password: string) => t.call('POST', '/api/auth/sign-in', { body: { email, password } });

  it('mails a single-use link; the new password works, the old one and every session stop', async () => {
    const user = await t.signUp();
    const asked = await forgot(user.email.toUpperCase());
    expect(asked.status).toBe(200);

    const mail = await inbox.take(user.email);
    expect(mail.from).toContain('no-reply@hireready.test');
    const link = resetLinkIn(mail.text);
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);
    const token = link.searchParams.get('token')!;
    // Stored hashed: the token itself is in no row.
    const stored = await t.db.select().from(passwordResetTokens);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await reset(token, 'battery-staple');
    expect(done.status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'battery-staple')).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { cookie: user.cookie })).status).toBe(401);

    // Used once: a second use is refused and changes nothing.
    const again = await reset(token, 'another-one');
    expect(again.status).toBe(400);
    expect(again.json.error).toEqual({
      code: 'auth/invalid-action-code',
      message: 'This reset link is invalid, expired or already used. Ask for a new one.',
    });
    expect((await signIn(user.email, 'battery-staple')).status).toBe(200);
  });

  it('answers the same whether or not an account has the address, and mails only the account', async () => {
    const user = await t.signUp();
    const known = await forgot(user.email);
    const unknown = await forgot(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(known.json.message).toMatch(/If an account uses that address/);
    await inbox.take(user.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.filter((mail) => mail.to.some((to) => to.startsWith('nobody-')))).toEqual([]);
  });

  it('refuses an expired link, a wrong one, and keeps a link a weak password did not use', async () => {
    const user = await t.signUp();
    await forgot(user.email);
    const expiring = resetLinkIn((await inbox.take(user.email)).text).searchParams.get('token')!;
    t.clock.advance(61 * 60_000);
    const expired = await reset(expiring, 'battery-staple');
    expect(expired.status).toBe(400);
    expect(expired.json.error.code).toBe('auth/invalid-action-code');
    for (const wrong of ['', 'x', `${expiring.slice(0, -1)}A`]) {
      const res = await reset(wrong, 'battery-staple');
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('auth/invalid-action-code');
    }
    expect((await signIn(user.email, user.password)).status).toBe(200);

    await forgot(user.email);
    const fresh = resetLinkIn((await inbox.take(user.email)).text).searchParams.get('token')!;
    const weak = await reset(fresh, '123');
    expect(weak.status).toBe(400);
    expect(weak.json.error.code).toBe('auth/weak-password');
    expect((await reset(fresh, 'battery-staple')).status).toBe(200);
    expect((await signIn(user.email, 'battery-staple')).status).toBe(200);
  });

  it('sends one address at most three e-mails an hour, still answering every request the same', async () => {
    const user = await t.signUp();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(user.email));
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    for (let i = 0; i < 3; i++) await inbox.take(user.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.filter((mail) => mail.to.includes(user.email))).toEqual([]);
  });

  it('limits the requests of one client address, over every e-mail address', async () => {
    const headers = fromClient();
    for (let i = 0; i < 20; i++) expect((await forgot(`someone-${i}@example.com`, headers)).status).toBe(200);
    // Past the burst allowed on every /api/auth request, which refills in seconds; this limit lasts the hour.
    t.clock.advance(5_000);
    const limited = await forgot('someone-else@example.com', headers);
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('auth/too-many-requests');
    // Another client is not held back.
    expect((await forgot('someone-else@example.com')).status).toBe(200);
  });

  it('refuses a malformed e-mail with the usual message', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('auth/invalid-email');
  });
});
