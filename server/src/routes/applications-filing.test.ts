import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';
import { applicationEvents, applications, applicationSettings, users } from '../db/schema';

const job = {
  jobDescription: 'We are hiring a Data Engineer to build pipelines in Python and SQL. Experience with Airflow is required.',
  company: 'Acme Analytics',
  jobTitle: 'Data Engineer',
};
const profile = {
  name: 'Grace Hopper',
  work_experience: [
    {
      title: 'Data Engineer',
      company: 'Navy Data Lab',
      start_date: 'Jan 2019',
      end_date: 'Present',
      description: 'Built Python pipelines\nScheduled jobs with Airflow',
    },
  ],
  skills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Airflow' }],
};

describeEachDatabase('applications and generation', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function userWithProfile() {
    const user = await t.signUp();
    await t.call('POST', '/api/user/update-profile', { token: user.token, body: { uid: user.uid, data: profile } });
    return user;
  }

  async function generate(user: { uid: string; token: string }, body: Record<string, unknown>, type: 'resume' | 'cover_letter' = 'resume') {
    await t.call('POST', '/api/user/increment-count', { token: user.token, body: { uid: user.uid, type } });
    return t.call('POST', type === 'resume' ? '/api/openai/resume' : '/api/openai/cover-letter', { token: user.token, body });
  }

  it('files a generation under a new saved application, then under the same one for the same posting', async () => {
    const user = await userWithProfile();
    const first = await generate(user, job);
    expect(first.status).toBe(200);
    expect(first.json.application).toMatchObject({ company: 'Acme Analytics', jobTitle: 'Data Engineer', status: 'saved', isNew: true });
    const second = await generate(user, { ...job, company: 'acme analytics', jobDescription: `  ${job.jobDescription}\n` }, 'cover_letter');
    expect(second.json.application).toMatchObject({ id: first.json.application.id, isNew: false });
    const another = await generate(user, { ...job, jobDescription: 'A different posting for the same title.' });
    expect(another.json.application.id).not.toBe(first.json.application.id);
    const app = (await t.call('GET', `/api/applications/${first.json.application.id}`, { token: user.token })).json;
    expect(app.postingText).toBe(job.jobDescription);

    // A closed application is not reused.
    await t.call('PATCH', `/api/applications/${first.json.application.id}`, { token: user.token, body: { status: 'rejected' } });
    const afterClose = await generate(user, job);
    expect(afterClose.json.application).toMatchObject({ isNew: true });
  });

  it('files a generation under an application saved without its posting and fills the posting in, but never under an archived one', async () => {
    const user = await userWithProfile();
    const saved = await t.call('POST', '/api/applications', {
      token: user.token,
      body: { company: 'Acme Analytics', jobTitle: 'data engineer' },
    });
    expect(saved.status).toBe(201);
    const generated = await generate(user, job);
    expect(generated.json.application).toMatchObject({ id: saved.json.id, isNew: false });
    const filled = (await t.call('GET', `/api/applications/${saved.json.id}`, { token: user.token })).json;
    expect(filled.postingText).toBe(job.jobDescription);

    await t.call('PATCH', `/api/applications/${saved.json.id}`, { token: user.token, body: { archived: true } });
    const afterArchive = await generate(user, job);
    expect(afterArchive.json.application.id).not.toBe(saved.json.id);
    expect(afterArchive.json.application).toMatchObject({ isNew: true });
  });

  it('files under the application the user chose, and refuses one that is not theirs before spending anything', async () => {
    const user = await userWithProfile();
    const other = await userWithProfile();
    const chosen = await t.call('POST', '/api/applications', { token: user.token, body: { company: 'Hand Made', jobTitle: 'Engineer' } });
    const filed = await generate(user, { ...job, applicationId: chosen.json.id });
    expect(filed.json.application).toMatchObject({ id: chosen.json.id, isNew: false });
    const theirs = await t.call('POST', '/api/applications', { token: other.token, body: { company: 'Theirs', jobTitle: 'x' } });
    const refused = await generate(user, { ...job, applicationId: theirs.json.id });
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe('Application not found.');
    // The credit counted for the refused generation is still there to spend.
    const retried = await t.call('POST', '/api/openai/resume', { token: user.token, body: job });
    expect(retried.status).toBe(200);
  });

  it("keeps the keyword report with a filed document, lists its application, and refuses another user's application", async () => {
    const user = await userWithProfile();
    const other = await t.signUp();
    const generated = await generate(user, job);
    const saved = await t.call('POST', '/api/documents', {
      token: user.token,
      body: {
        html: '<p>x</p>',
        templateId: 'classic',
        companyName: job.company,
        jobTitle: job.jobTitle,
        applicationId: generated.json.application.id,
        keywordReport: generated.json.meta.keywords,
      },
    });
    expect(saved.status).toBe(201);
    const list = await t.call('GET', '/api/documents', { token: user.token });
    expect(list.json.documents[0]).toMatchObject({
      applicationId: generated.json.application.id,
      application: { company: 'Acme Analytics', jobTitle: 'Data Engineer' },
    });
    const app = (await t.call('GET', `/api/applications/${generated.json.application.id}`, { token: user.token })).json;
    expect(app.documents).toEqual([expect.objectContaining({ id: saved.json.id, keywordMatch: generated.json.meta.keywords.matchAfter })]);
    const stolen = await t.call('POST', '/api/documents', {
      token: other.token,
      body: { html: '<p>x</p>', templateId: 'classic', applicationId: generated.json.application.id },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.json.error.message).toBe('Application not found.');
  });

  it('counts applications moved to applied this month on the plan, and shows them on the dashboard and in insights', async () => {
    const user = await userWithProfile();
    const ids: string[] = [];
    for (const company of ['One', 'Two', 'Three']) {
      ids.push(
        (
          await t.call('POST', '/api/applications', {
            token: user.token,
            body: { company, jobTitle: 'x', source: company === 'Three' ? 'Referral' : 'LinkedIn' },
          })
        ).json.id,
      );
    }
    await t.call('POST', '/api/applications/bulk', { token: user.token, body: { ids, status: 'applied' } });
    await t.call('PATCH', `/api/applications/${ids[0]}`, {
      token: user.token,
      body: { status: 'interviewing', nextStep: 'Prepare', nextStepDue: '2000-01-01' },
    });
    await t.call('PATCH', `/api/applications/${ids[1]}`, { token: user.token, body: { status: 'rejected' } });
    const tier = (await t.call('GET', '/api/user/profile', { token: user.token })).json.tier;
    expect(tier.applications).toBe(3);
    const overview = (await t.call('GET', '/api/applications/overview', { token: user.token })).json;
    expect(overview.thisMonth).toEqual(
      expect.arrayContaining([
        { status: 'applied', count: 3 },
        { status: 'interviewing', count: 1 },
        { status: 'rejected', count: 1 },
      ]),
    );
    expect(overview.due.map((a: { company: string }) => a.company)).toEqual(['One']);
    const insights = (await t.call('GET', '/api/applications/insights', { token: user.token })).json;
    expect(insights).toMatchObject({ total: 3, applied: 3, answered: 2 });
    expect(insights.responseRate).toBeCloseTo(2 / 3);
    expect(insights.bySource).toEqual([
      { source: 'LinkedIn', applied: 2, answered: 2, interviews: 1 },
      { source: 'Referral', applied: 1, answered: 0, interviews: 0 },
    ]);
    expect(insights.funnel.find((f: { status: string }) => f.status === 'interviewing')).toEqual({
      status: 'interviewing',
      reached: 1,
      current: 1,
    });
  });

  it('leaves nothing behind when the user is deleted', async () => {
    const user = await userWithProfile();
    await generate(user, job);
    await t.call('GET', '/api/applications/settings', { token: user.token });
    await t.db.delete(users).where(eq(users.id, user.uid));
    expect(await t.db.select().from(applications).where(eq(applications.userId, user.uid))).toEqual([]);
    expect(await t.db.select().from(applicationEvents).where(eq(applicationEvents.userId, user.uid))).toEqual([]);
    expect(await t.db.select().from(applicationSettings).where(eq(applicationSettings.userId, user.uid))).toEqual([]);
  });
});
