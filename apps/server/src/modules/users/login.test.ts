import { MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('sign-in and sessions on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('signs a customer in and returns a token and the user without secrets', async () => {
    const res = await t.call('POST', '/api/users/login', {
      body: { email: 'Customer@Example.com', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('success');
    const data = res.body.data as { token: string; user: Record<string, unknown> };
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.user).toEqual({
      id: expect.any(Number),
      firstname: 'Sam',
      lastname: 'Taylor',
      email: 'customer@example.com',
      role: 'customer',
    });
  });

  it('stores only a hash of the token', async () => {
    const { token } = await t.signIn('customer2@example.com');
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.hash)).not.toContain(token);
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    for (const body of [
      { email: 'admin@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'demo1234' },
    ]) {
      const res = await t.call('POST', '/api/users/login', { body });
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({ status: 'error', data: MESSAGES.loginFailed });
    }
  });

  it('refuses an empty password with a readable message', async () => {
    const res = await t.call('POST', '/api/users/login', {
      body: { email: 'admin@example.com', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 'error', data: 'password: The password is required' });
  });

  it('accepts the multipart form the spec describes', async () => {
    const boundary = '----portal';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@example.com\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\ndemo1234\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await t.call('POST', '/api/users/login', {
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect((res.body.data as { user: { role: string } }).user.role).toBe('admin');
  });

  it('logs out by revoking the token, which then gets 401', async () => {
    const { token } = await t.signIn('customer@example.com');
    expect((await t.call('GET', '/api/users/me', { token })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/users/logout', { token })).body.status).toBe('success');
    const after = await t.call('GET', '/api/users/me', { token });
    expect(after.statusCode).toBe(401);
    expect(after.body).toEqual({ status: 'error', data: MESSAGES.signInRequired });
  });

  it('rejects an expired token with 401', async () => {
    const { token, user } = await t.signIn('customer2@example.com');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.call('GET', '/api/users/me', { token })).statusCode).toBe(401);
  });

  it('slows sign-in down after five failures on one account, even with the right password', async () => {
    const email = 'customer2@example.com';
    for (let i = 0; i < 5; i += 1) {
      await t.call('POST', '/api/users/login', { body: { email, password: `wrong-${i}` } });
    }
    const res = await t.call('POST', '/api/users/login', { body: { email, password: 'demo1234' } });
    expect(res.statusCode).toBe(429);
    expect(res.body.data).toBe(MESSAGES.tooManyAttempts);
    // Once the wait is over the right password works and the count starts again.
    await t.database.db
      .update(users)
      .set({ lastFailedLoginAt: new Date(Date.now() - 60_000) })
      .where(eq(users.email, email));
    expect(
      (await t.call('POST', '/api/users/login', { body: { email, password: 'demo1234' } })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.failedLogins).toBe(0);
  });
});
