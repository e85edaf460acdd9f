/**
 * The signed-in pages for bench:web: a real account with a full profile and saved documents, then
 * Lighthouse on every /app/* page. The refresh token rotates on use, so each run signs in afresh and
 * the page restores the session with that run's own cookie, as a returning user's browser does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type AppPage = { name: string; path: string };

const PASSWORD = 'bench-password-1';

async function post(origin: string, route: string, body: unknown, token?: string): Promise<Response> {
  const response = await fetch(`${origin}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${await response.text()}`);
  return response;
}

/** Registers an account, fills its profile from the bench fixture and saves three documents (filed under three applications). */
export async function prepareAccount(origin: string, root: string): Promise<{ email: string; pages: AppPage[] }> {
  const fixture = JSON.parse(readFileSync(path.join(root, 'bench/fixtures/sample-profile.json'), 'utf8')) as Record<string, unknown>;
  const email = `bench-web-${Date.now()}@example.com`;
  const session = (await (await post(origin, '/auth/register', { email, password: PASSWORD })).json()) as {
    accessToken: string;
    user: { uid: string };
  };
  const { accessToken: token, user } = session;
  await post(origin, '/user/create-profile', { uid: user.uid, email, name: fixture.name }, token);
  const { email: _email, ...data } = fixture;
  await post(origin, '/user/update-profile', { uid: user.uid, data }, token);
  const profile = (await (await fetch(`${origin}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<
    string,
    unknown
  >;

  const jobs = [
    {
      company: 'Acme Analytics',
      jobTitle: 'Data Engineer',
      jobDescription: 'Build data pipelines in Python, SQL and Airflow; model data in Snowflake; work with analysts.',
    },
    {
      company: 'Globex',
      jobTitle: 'Backend Engineer',
      jobDescription: 'Design REST APIs in Node.js and PostgreSQL, run services on Kubernetes, mentor engineers.',
    },
    {
      company: 'Initech',
      jobTitle: 'Platform Engineer',
      jobDescription: 'Own CI/CD, Docker images and observability for a fleet of Python services on AWS.',
    },
  ];
  let lastId = '';
  let applicationId = '';
  for (const job of jobs) {
    await post(origin, '/user/increment-count', { uid: user.uid, type: 'resume' }, token);
    const generated = (await (await post(origin, '/openai/resume', { ...job, userProfile: profile }, token)).json()) as Record<
      string,
      unknown
    >;
    // Every generation is filed under an application: the three make the applications pages' rows.
    const { meta: _meta, application, ...content } = generated as Record<string, unknown> & { application: { id: string } };
    applicationId = application.id;
    const saved = (await (
      await post(
        origin,
        '/documents',
        { html: documentHtml(content), type: 'resume', jobTitle: job.jobTitle, companyName: job.company, templateId: 'classic', content },
        token,
      )
    ).json()) as { id: string };
    lastId = saved.id;
  }
  return {
    email,
    pages: [
      { name: 'dashboard', path: '/app/dashboard' },
      { name: 'generation', path: '/app/generation' },
      { name: 'profile', path: '/app/profile' },
      { name: 'document', path: `/app/documents/${lastId}` },
      { name: 'applications', path: '/app/applications' },
      { name: 'application', path: `/app/applications/${applicationId}` },
      { name: 'settings', path: '/app/settings' },
    ],
  };
}

/** Stored HTML of the size and shape a real export has: every line of the generated resume. */
function documentHtml(content: Record<string, unknown>): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const lines: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') lines.push(`<p>${escape(value)}</p>`);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(content);
  return `<div data-document="resume">${lines.join('')}</div>`;
}

/** A fresh sign-in: the Cookie header that lets one page load restore the session. */
export async function freshSessionCookie(origin: string, email: string): Promise<string> {
  const response = await post(origin, '/auth/sign-in', { email, password: PASSWORD });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('hr_refresh='));
  if (!cookie) throw new Error('sign-in set no refresh cookie');
  return cookie.split(';')[0]!;
}
