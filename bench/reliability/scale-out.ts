/**
 * Scale-out: two server processes on two ports with one DATABASE_URL. A user signs in on one and
 * uses the token on the other; 100 parallel increments split across both at a limit of 10 grant
 * exactly 10; one copy is stopped mid-load and the other keeps serving.
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/reliability/scale-out.ts
 */
import { freshPostgresUrl } from '../support/run-bench-server';
import { getJson, postJson, startServer, waitHealthy } from './server-process';

export type ScaleOutResult = {
  tokenAcrossCopies: boolean;
  granted: number;
  refused: number;
  duringStop: { ok: number; failedOnStopped: number; failedOnSurvivor: number };
};

export async function runScaleOut(): Promise<ScaleOutResult> {
  if (!process.env.DATABASE_URL) throw new Error('scale-out needs DATABASE_URL (a PostgreSQL server)');
  const db = await freshPostgresUrl(process.env.DATABASE_URL);
  const a = startServer({ DATABASE_URL: db.url });
  // Start the second copy after the first has migrated, as a rolling deploy would.
  try {
    if (!(await waitHealthy(a))) throw new Error(`copy A did not start:\n${a.output()}`);
    const b = startServer({ DATABASE_URL: db.url });
    if (!(await waitHealthy(b))) throw new Error(`copy B did not start:\n${b.output()}`);
    try {
      const email = `scale-${Date.now()}@example.com`;
      const reg = await postJson(a.base, '/api/auth/register', { email, password: 'scale-out-password' });
      const signIn = await postJson(a.base, '/api/auth/sign-in', { email, password: 'scale-out-password' });
      const token = signIn.json.accessToken as string;
      const uid = reg.json.user.uid as string;
      const me = await getJson(b.base, '/api/auth/me', token);
      const tokenAcrossCopies = me.status === 200 && me.json.user.uid === uid;

      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          postJson(i % 2 === 0 ? a.base : b.base, '/api/user/increment-count', { uid, type: 'resume' }, token),
        ),
      );
      const granted = results.filter((r) => r.status === 200).length;
      const refused = results.filter((r) => r.status === 403).length;

      // Load on both copies; stop A in the middle. Requests to B must all succeed.
      const duringStop = { ok: 0, failedOnStopped: 0, failedOnSurvivor: 0 };
      let running = true;
      const loop = async (base: string, isSurvivor: boolean) => {
        while (running) {
          try {
            const res = await getJson(base, '/api/user/profile', token);
            if (res.status === 200) duringStop.ok++;
            else if (isSurvivor) duringStop.failedOnSurvivor++;
            else duringStop.failedOnStopped++;
          } catch {
            if (isSurvivor) duringStop.failedOnSurvivor++;
            else {
              duringStop.failedOnStopped++;
              await new Promise((r) => setTimeout(r, 50));
            }
          }
        }
      };
      const loops = [loop(a.base, false), loop(a.base, false), loop(b.base, true), loop(b.base, true)];
      await new Promise((r) => setTimeout(r, 1500));
      await a.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1500));
      running = false;
      await Promise.all(loops);
      return { tokenAcrossCopies, granted, refused, duringStop };
    } finally {
      await b.kill('SIGTERM');
    }
  } finally {
    await a.kill('SIGTERM');
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runScaleOut();
  console.log(`token issued by A accepted by B: ${r.tokenAcrossCopies ? 'yes' : 'NO'}`);
  console.log(`100 parallel increments across A and B at limit 10: granted ${r.granted}, refused ${r.refused}`);
  console.log(
    `A stopped mid-load: ${r.duringStop.ok} requests ok, ${r.duringStop.failedOnSurvivor} failed on B (survivor), ` +
      `${r.duringStop.failedOnStopped} refused by the stopped A (expected)`,
  );
}
