/**
 * The operator's disable and enable commands (issue 15, "Also"), run as the real `npm run admin`
 * process against the server's database, then checked with the authorization matrix's
 * disabled-user case: every protected endpoint answers 401 to the account's token, and it cannot
 * sign in or refresh until enabled again.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { createTestApp, describeEachDatabase, type TestApp } from '../harness';
import { PUBLIC } from '../security/public-endpoints';
import { createScratchDatabase } from '../support/scratch-postgres';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const ANY_ID = '00000000-0000-4000-8000-000000000000';

async function admin(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describeEachDatabase('npm run admin', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Where the command finds the database, and how the test opens the same one. */
  async function databasePlace(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-admin-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      // An empty DATABASE_URL: the command must not follow one this test run was given.
      return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ dataDir }) };
    }
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'hr_admin');
    cleanups.push(() => scratch.drop());
    return { env: { DATABASE_URL: scratch.url }, open: () => openDatabase({ databaseUrl: scratch.url }) };
  }

  it('disables an account everywhere and enables it again', { timeout: 180_000 }, async () => {
    const place = await databasePlace();
    let t: TestApp = await createTestApp(kind, {}, await place.open());
    const dave = await t.signUp();
    expect((await t.call('GET', '/api/user/profile', { token: dave.token })).status).toBe(200);
    // The embedded database admits one process at a time: the server stops for the command.
    if (kind === 'pglite') await t.close();

    const disabled = await admin(['disable-user', dave.email.toUpperCase()], place.env);
    expect(disabled.stderr).toBe('');
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toContain(`${dave.email} disabled`);

    if (kind === 'pglite') t = await createTestApp(kind, {}, await place.open());
    const served = t.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
      .filter((r) => !PUBLIC.has(`${r.method} ${r.path}`));
    expect(served.length).toBeGreaterThan(30);
    for (const route of served) {
      const res = await t.call(route.method, route.path.replace(/:[A-Za-z]+/g, ANY_ID), {
        token: dave.token,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
    const signIn = await t.call('POST', '/api/auth/sign-in', { body: { email: dave.email, password: dave.password } });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error.code).toBe('auth/user-disabled');
    expect((await t.call('POST', '/api/auth/refresh', { cookie: dave.cookie })).status).toBeGreaterThanOrEqual(401);

    if (kind === 'pglite') await t.close();
    const enabled = await admin(['enable-user', dave.email], place.env);
    expect(enabled.code).toBe(0);
    expect(enabled.stdout).toContain(`${dave.email} enabled`);
    expect((await admin(['enable-user', 'nobody@example.com'], place.env)).code).toBe(3);
    expect((await admin(['lock-everyone'], place.env)).code).toBe(2);

    if (kind === 'pglite') t = await createTestApp(kind, {}, await place.open());
    const again = await t.call('POST', '/api/auth/sign-in', { body: { email: dave.email, password: dave.password } });
    expect(again.status).toBe(200);
    expect((await t.call('GET', '/api/user/profile', { token: again.json.accessToken })).status).toBe(200);
    await t.close();
  });
});
