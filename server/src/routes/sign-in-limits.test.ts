/**
 * Sign-in limits under attack (issue 15, findings 1 and 2; decision 016): guesses sent together
 * cannot outrun the limit, a stranger's guesses do not lock the owner out, and a client that
 * already holds the account's session is never locked out.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';

describeEachDatabase('sign-in limits', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy we trust, so each test can speak from an address of its own.
    t = await createTestApp(kind, { TRUST_PROXY: 'true', CLIENT_RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    await t.close();
  });

  let nextAddress = 1;
  const newAddress = () => `198.51.100.${nextAddress++}`;
  const signIn = (email: string, password: string, from: string, cookie?: string) =>
    t.call('POST', '/api/auth/sign-in', { body: { email, password }, headers: { 'x-forwarded-for': from }, ...(cookie ? { cookie } : {}) });

  it('lets 50 guesses sent together check no more than 5 passwords, and refuses the right one among them', async () => {
    const user = await t.signUp();
    const from = newAddress();
    const guesses = Array.from({ length: 49 }, (_, i) => signIn(user.email, `wrong-${i}`, from));
    // The right password last: before the fix every request read a count of 0 and it signed in.
    const answers = await Promise.all([...guesses, signIn(user.email, user.password, from)]);
    const statuses = answers.map((a) => a.status);
    const checked = statuses.filter((s) => s === 401 || s === 200).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    expect(statuses.filter((s) => s !== 401 && s !== 429 && s !== 200)).toEqual([]);
    // 49 wrong ones and the right one in the same batch: the right one was refused unchecked
    // unless it was among the first five.
    const right = answers.at(-1)!;
    expect([200, 429]).toContain(right.status);
    // The address's request budget on /api/auth lets 20 through; of those, the sign-in limit refuses
    // all but five before any password check.
    const codes = answers.filter((a) => a.status === 429).map((a) => a.json.error.code);
    expect(codes.filter((c) => c === 'auth/too-many-requests').length).toBeGreaterThanOrEqual(15);
    expect(codes.filter((c) => c !== 'auth/too-many-requests' && c !== 'RATE_LIMITED')).toEqual([]);
  });

  it("does not lock the owner out after a stranger's wrong guesses from another address", async () => {
    const owner = await t.signUp();
    const stranger = newAddress();
    for (let i = 0; i < 12; i++) expect([401, 429]).toContain((await signIn(owner.email, `guess-${i}`, stranger)).status);
    expect((await signIn(owner.email, `guess-again`, stranger)).status).toBe(429);
    // Before the fix the counter was the e-mail's alone: the owner got 429 with the right password.
    const own = await signIn(owner.email, owner.password, newAddress());
    expect(own.status).toBe(200);
    expect(own.json.user.uid).toBe(owner.uid);
  });

  it('makes each failure past the fifth wait longer instead of locking for a fixed window', async () => {
    const user = await t.signUp();
    const from = newAddress();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `wrong-${i}`, from)).status).toBe(401);
    const refused = await signIn(user.email, user.password, from);
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/30 seconds/);

    t.clock.advance(31_000);
    expect((await signIn(user.email, 'wrong-6', from)).status).toBe(401);
    // The next wait is twice as long: 31 seconds later is too soon, 61 is not.
    t.clock.advance(31_000);
    const tooSoon = await signIn(user.email, user.password, from);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.error.message).toMatch(/29 seconds/);
    t.clock.advance(30_000);
    expect((await signIn(user.email, user.password, from)).status).toBe(200);
    // A success forgives: five fresh tries before any wait.
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `wrong-after-${i}`, from)).status).toBe(401);
  });

  it('never locks out a client that already holds a valid session for the account', async () => {
    const owner = await t.signUp();
    // Someone on the owner's own network (the same address) guesses until refused.
    const shared = newAddress();
    for (let i = 0; i < 8; i++) await signIn(owner.email, `guess-${i}`, shared);
    expect((await signIn(owner.email, owner.password, shared)).status).toBe(429);
    // The owner's browser still carries its refresh cookie: the right password signs in.
    const own = await signIn(owner.email, owner.password, shared, owner.cookie);
    expect(own.status).toBe(200);
    // Someone else's session is no pass: the cookie must belong to this very account.
    const other = await t.signUp();
    expect((await signIn(owner.email, owner.password, shared, other.cookie)).status).toBe(429);
  });

  it('limits one client guessing across many accounts', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 40; i++) {
      // Slower than the address's request budget on /api/auth refills, so only this limit can refuse.
      t.clock.advance(2_000);
      last = await signIn(`nobody-${i}@example.com`, 'guess', from);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect(last?.json.error.code).toBe('auth/too-many-requests');
    // Another client is not affected.
    expect((await signIn('nobody-41@example.com', 'guess', newAddress())).status).toBe(401);
    // The window passes.
    t.clock.advance(16 * 60_000);
    expect((await signIn('nobody-42@example.com', 'guess', from)).status).toBe(401);
  });
});
