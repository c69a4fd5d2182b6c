import { type LoginAnswer, MESSAGES, type UserListEntry } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('accounts on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  let customer2: LoginAnswer;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2 } = await t.signInDemo());
  });
  afterAll(() => t.close());

  it('lists every account with its company for an admin only', async () => {
    const res = await t.call<UserListEntry[]>('GET', '/api/users/index', { token: admin.token });
    expect(res.body.data.map((u) => [u.email, u.company])).toEqual([
      ['admin@example.com', null],
      ['admin2@example.com', null],
      ['customer@example.com', 'Harbourside Constructions Pty Ltd'],
      ['customer2@example.com', 'Greenleaf Cafe Group'],
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const refused = await t.call('GET', '/api/users/index', { token: customer.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ status: 'error', data: MESSAGES.forbidden });
  });

  it('shows one account to an admin and 404 for an unknown id', async () => {
    const view = await t.call<{ email: string }>('GET', `/api/users/view/${customer.user.id}`, {
      token: admin.token,
    });
    expect(view.body.data.email).toBe('customer@example.com');
    expect((await t.call('GET', '/api/users/view/99999', { token: admin.token })).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/users/view/${admin.user.id}`, { token: customer.token })).statusCode,
    ).toBe(403);
  });

  it('lets a customer change its own e-mail and password, keeping its session', async () => {
    const res = await t.call('POST', `/api/users/setpassword/${customer2.user.id}`, {
      token: customer2.token,
      body: { email: 'jordan@greenleaf.example.com', password: 'new-secret-1' },
    });
    expect(res.body).toEqual({ status: 'success', data: MESSAGES.accountChanged });
    expect((await t.call('GET', '/api/users/me', { token: customer2.token })).statusCode).toBe(200);
    await t.signIn('jordan@greenleaf.example.com', 'new-secret-1');
  });

  it('refuses a customer changing another account, and changes nothing', async () => {
    const res = await t.call('POST', `/api/users/setpassword/${customer.user.id}`, {
      token: customer2.token,
      body: { email: 'stolen@example.com', password: 'stolen-pass' },
    });
    expect(res.statusCode).toBe(403);
    await t.signIn('customer@example.com', 'demo1234');
  });

  it("lets an admin change a client's password and signs the client out everywhere", async () => {
    const res = await t.call('POST', `/api/users/setpassword/${customer.user.id}`, {
      token: admin.token,
      body: { email: 'customer@example.com', password: 'set-by-admin' },
    });
    expect(res.body.data).toBe(MESSAGES.accountChanged);
    expect((await t.call('GET', '/api/users/me', { token: customer.token })).statusCode).toBe(401);
    await t.signIn('customer@example.com', 'set-by-admin');
  });

  it('refuses an e-mail that another account uses', async () => {
    const res = await t.call('POST', `/api/users/setpassword/${admin.user.id}`, {
      token: admin.token,
      body: { email: 'customer@example.com', password: 'whatever-123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toBe(`email: ${MESSAGES.emailTaken}`);
  });
});
