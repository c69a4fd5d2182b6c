import { MESSAGES } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The per-account limit under concurrency. The per-address limit is raised here
 * so only the account's own limit answers.
 */
describe.each(testDatabases())('sign-in limits per account on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { authRateLimitPerMinute: 10_000, authRateLimitPerHour: 10_000 });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string) =>
    t.call('POST', '/api/users/login', { body: { email, password } });
  const accountRow = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no account ${email}`);
    return row;
  };

  it('answers 40 concurrent wrong passwords in three waves with 429s and refuses the right one after', async () => {
    const email = 'customer@example.com';
    const waves = [14, 13, 13];
    const codes: number[][] = [];
    for (const [w, size] of waves.entries()) {
      const wave = await Promise.all(
        Array.from({ length: size }, (_, i) => attempt(email, `wrong-${w}-${i}`)),
      );
      codes.push(wave.map((res) => res.statusCode));
      for (const res of wave.filter((r) => r.statusCode === 429)) {
        expect(res.body).toEqual({ status: 'error', data: MESSAGES.tooManyAttempts });
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    const all = codes.flat();
    const tally = codes.map(
      (wave) => `${wave.filter((c) => c === 401).length}×401 ${wave.filter((c) => c === 429).length}×429`,
    );
    console.info(`sign-in waves on ${kind.name}: ${tally.join(' | ')}`);
    // The first wave gets exactly the five free tries; later waves at most one each, when the
    // escalating wait (1 s, then 2 s) has passed between waves on a slow machine.
    expect(codes[0]?.filter((c) => c === 401)).toHaveLength(5);
    expect(all.filter((c) => c === 401).length).toBeLessThanOrEqual(7);
    expect(all.filter((c) => c === 429).length).toBeGreaterThanOrEqual(33);
    expect(all.every((c) => c === 401 || c === 429)).toBe(true);

    const right = await attempt(email, 'demo1234');
    expect(right.statusCode).toBe(429);
    expect(right.body.data).toBe(MESSAGES.tooManyAttempts);
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(4);

    // Refused attempts are not counted, so the wait did not grow past the failures that ran.
    const row = await accountRow(email);
    expect(row.failedLogins).toBe(all.filter((c) => c === 401).length);

    // Once the wait is over the right password works, and the run of failures starts again.
    await t.database.db
      .update(users)
      .set({ lastFailedLoginAt: sql`now() - interval '1 hour'` })
      .where(eq(users.email, email));
    expect((await attempt(email, 'demo1234')).statusCode).toBe(200);
    expect((await accountRow(email)).failedLogins).toBe(0);
  });

  it('doubles the wait after each further failure, up to 15 minutes', async () => {
    const email = 'admin2@example.com';
    // Eight failures in a row, the last one a second ago: the wait is 2^3 = 8 s.
    await t.database.db
      .update(users)
      .set({ failedLogins: 8, lastFailedLoginAt: sql`now() - interval '1 second'` })
      .where(eq(users.email, email));
    const slowed = await attempt(email, 'demo1234');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(6);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(7);

    // Hundreds of failures still wait 15 minutes, not forever (and do not overflow).
    await t.database.db
      .update(users)
      .set({ failedLogins: 5000, lastFailedLoginAt: sql`now()` })
      .where(eq(users.email, email));
    const capped = await attempt(email, 'demo1234');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBe(15 * 60);
    await t.database.db
      .update(users)
      .set({ lastFailedLoginAt: sql`now() - interval '901 seconds'` })
      .where(eq(users.email, email));
    expect((await attempt(email, 'demo1234')).statusCode).toBe(200);
  });

  it('caps an account at 100 failures an hour, whatever successes come between', async () => {
    const email = 'customer2@example.com';
    // Right passwords do not count against the hour.
    for (let i = 0; i < 3; i += 1) expect((await attempt(email, 'demo1234')).statusCode).toBe(200);
    expect((await accountRow(email)).signInWindowFailures).toBe(0);

    // 99 failures this hour, none in a row (a success came after them): one more try is allowed.
    await t.database.db
      .update(users)
      .set({ signInWindowStartedAt: sql`now() - interval '10 minutes'`, signInWindowFailures: 99 })
      .where(eq(users.email, email));
    expect((await attempt(email, 'wrong-password')).statusCode).toBe(401);
    const capped = await attempt(email, 'demo1234');
    expect(capped.statusCode).toBe(429);
    expect(capped.body.data).toBe(MESSAGES.tooManyAttempts);
    // The hour began 10 minutes ago: about 50 minutes to wait.
    const retryAfter = Number(capped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(49 * 60);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);

    // A new hour starts the count again.
    await t.database.db
      .update(users)
      .set({ signInWindowStartedAt: sql`now() - interval '61 minutes'` })
      .where(eq(users.email, email));
    expect((await attempt(email, 'demo1234')).statusCode).toBe(200);
    const row = await accountRow(email);
    expect(row.signInWindowFailures).toBe(0);
    expect(row.failedLogins).toBe(0);
  });

  it('lets a new password through at once: a reset or a change clears the count', async () => {
    const admin = await t.signIn('admin@example.com');
    const email = 'customer2@example.com';
    await t.database.db
      .update(users)
      .set({
        failedLogins: 9,
        lastFailedLoginAt: sql`now()`,
        signInWindowStartedAt: sql`now()`,
        signInWindowFailures: 100,
      })
      .where(eq(users.email, email));
    expect((await attempt(email, 'demo1234')).statusCode).toBe(429);
    const { id } = await accountRow(email);
    const changed = await t.call('POST', `/api/users/setpassword/${id}`, {
      token: admin.token,
      body: { email, password: 'changed-by-admin' },
    });
    expect(changed.body.data).toBe(MESSAGES.accountChanged);
    expect((await attempt(email, 'changed-by-admin')).statusCode).toBe(200);
  });
});
