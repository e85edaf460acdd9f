import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';
import { applicationsApi } from '../../test/support/applications-api';

const DAY = 86_400_000;

describeEachDatabase('applications API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const { signIn, create } = applicationsApi(() => t);

  describe('no reply, follow-ups and the calendar', () => {
    it("flags an application with no change for the user's no-reply days (21 by default)", async () => {
      const user = await t.signUp();
      const { json: app } = await create(user.token, { company: 'Quiet Co', jobTitle: 'x', status: 'applied' });
      t.clock.advance(20 * DAY);
      user.token = await signIn(user);
      expect((await t.call('GET', `/api/applications/${app.id}`, { token: user.token })).json.noReply).toBe(false);
      t.clock.advance(DAY);
      user.token = await signIn(user);
      expect((await t.call('GET', `/api/applications/${app.id}`, { token: user.token })).json.noReply).toBe(true);
      expect((await t.call('GET', '/api/applications?noReply=true', { token: user.token })).json.total).toBe(1);
      expect((await t.call('GET', '/api/applications/overview', { token: user.token })).json.noReply).toHaveLength(1);
      const settings = await t.call('PATCH', '/api/applications/settings', { token: user.token, body: { noReplyDays: 30 } });
      expect(settings.json.noReplyDays).toBe(30);
      expect((await t.call('GET', `/api/applications/${app.id}`, { token: user.token })).json.noReply).toBe(false);
      await t.call('PATCH', '/api/applications/settings', { token: user.token, body: { noReplyDays: 7 } });
      const followed = await t.call('PATCH', `/api/applications/${app.id}`, { token: user.token, body: { followedUp: true } });
      expect(followed.json.noReply).toBe(false);
      expect(followed.json.history.at(-1).kind).toBe('followed_up');
      expect((await t.call('PATCH', '/api/applications/settings', { token: user.token, body: { noReplyDays: 0 } })).status).toBe(400);
    });

    it('drafts a truthful follow-up and thank-you note from the application and profile', async () => {
      const user = await t.signUp();
      await t.call('POST', '/api/user/update-profile', {
        token: user.token,
        body: {
          uid: user.uid,
          data: {
            name: 'Ada Lovelace',
            work_experience: [{ title: 'Analyst', company: 'Babbage Ltd', end_date: 'Present' }],
            skills: [{ name: 'Python' }, { name: 'Rust' }],
          },
        },
      });
      const { json: app } = await create(user.token, {
        company: 'Initech',
        jobTitle: 'Data Analyst',
        status: 'applied',
        appliedOn: '2026-03-05',
        postingText: 'We use Python and SQL.',
      });
      const res = await t.call('POST', `/api/applications/${app.id}/follow-up-draft`, { token: user.token, body: { kind: 'follow_up' } });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ kind: 'follow_up', engine: 'builtin', subject: 'Following up: Data Analyst application' });
      expect(res.json.body).toContain('Dear Initech Hiring Team,');
      expect(res.json.body).toContain('on March 5, 2026');
      expect(res.json.body).toContain('as Analyst at Babbage Ltd, and with Python,');
      expect(res.json.body).not.toContain('Rust');
      expect(res.json.body.trim().endsWith('Ada Lovelace\n' + user.email)).toBe(true);
      const thanks = await t.call('POST', `/api/applications/${app.id}/follow-up-draft`, {
        token: user.token,
        body: { kind: 'thank_you' },
      });
      expect(thanks.json.subject).toBe('Thank you: Data Analyst interview');
      expect(
        (await t.call('POST', `/api/applications/${app.id}/follow-up-draft`, { token: user.token, body: { kind: 'send' } })).status,
      ).toBe(400);
    });

    it('serves next steps and interviews as iCalendar at a private address that regenerating revokes', async () => {
      const user = await t.signUp();
      await create(user.token, {
        company: 'Acme; Inc, Ltd',
        jobTitle: 'Engineer',
        nextStep: 'Send portfolio',
        nextStepDue: '2026-04-02',
        interviewAt: '2026-04-03T14:30:00-04:00',
      });
      const settings = await t.call('GET', '/api/applications/settings', { token: user.token });
      expect(settings.json.noReplyDays).toBe(21);
      const path = new URL(settings.json.calendarUrl).pathname;
      expect(path).toMatch(/^\/api\/applications\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = await t.app.request(path);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const ics = await feed.text();
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics).toContain('DTSTART;VALUE=DATE:20260402\r\n');
      expect(ics).toContain('DTEND;VALUE=DATE:20260403\r\n');
      expect(ics).toContain('DTSTART:20260403T183000Z\r\n');
      expect(ics).toContain('SUMMARY:Send portfolio: Engineer at Acme\\; Inc\\, Ltd\r\n');
      expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
      const replaced = await t.call('POST', '/api/applications/settings/calendar-token', { token: user.token });
      expect(replaced.json.calendarUrl).not.toBe(settings.json.calendarUrl);
      expect((await t.app.request(path)).status).toBe(404);
      expect((await t.app.request(new URL(replaced.json.calendarUrl).pathname)).status).toBe(200);
    });
  });
});
