import { MESSAGES, type UserListEntry } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';

describe.each(testDatabases())('accounts on $name', (kind) => {
  const demo = useDemoApp(kind);

  it('lists every account with its company for an admin only', async () => {
    const res = await demo.app.call<UserListEntry[]>('GET', '/api/users/index', { token: demo.admin.token });
    expect(res.body.data.map((u) => [u.email, u.company])).toEqual([
      ['admin@example.com', null],
      ['admin2@example.com', null],
      ['customer@example.com', 'Harbourside Constructions Pty Ltd'],
      ['customer2@example.com', 'Greenleaf Cafe Group'],
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const refused = await demo.app.call('GET', '/api/users/index', { token: demo.customer.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ status: 'error', data: MESSAGES.forbidden });
  });

  it('shows one account to an admin and 404 for an unknown id', async () => {
    const view = await demo.app.call<{ email: string }>('GET', `/api/users/view/${demo.customer.user.id}`, {
      token: demo.admin.token,
    });
    expect(view.body.data.email).toBe('customer@example.com');
    expect(
      (await demo.app.call('GET', '/api/users/view/99999', { token: demo.admin.token })).statusCode,
    ).toBe(404);
    expect(
      (await demo.app.call('GET', `/api/users/view/${demo.admin.user.id}`, { token: demo.customer.token }))
        .statusCode,
    ).toBe(403);
  });

  it('lets a customer change its own e-mail and password, keeping its session', async () => {
    const res = await demo.app.call('POST', `/api/users/setpassword/${demo.customer2.user.id}`, {
      token: demo.customer2.token,
      body: { email: 'jordan@greenleaf.example.com', password: 'new-secret-1' },
    });
    expect(res.body).toEqual({ status: 'success', data: MESSAGES.accountChanged });
    expect((await demo.app.call('GET', '/api/users/me', { token: demo.customer2.token })).statusCode).toBe(
      200,
    );
    await demo.app.signIn('jordan@greenleaf.example.com', 'new-secret-1');
  });

  it('refuses a customer changing another account, and changes nothing', async () => {
    const res = await demo.app.call('POST', `/api/users/setpassword/${demo.customer.user.id}`, {
      token: demo.customer2.token,
      body: { email: 'stolen@example.com', password: 'stolen-pass' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 'error', data: MESSAGES.notFound });
    await demo.app.signIn('customer@example.com', 'demo1234');
  });

  it("lets an admin change a client's password and signs the client out everywhere", async () => {
    const res = await demo.app.call('POST', `/api/users/setpassword/${demo.customer.user.id}`, {
      token: demo.admin.token,
      body: { email: 'customer@example.com', password: 'set-by-admin' },
    });
    expect(res.body.data).toBe(MESSAGES.accountChanged);
    expect((await demo.app.call('GET', '/api/users/me', { token: demo.customer.token })).statusCode).toBe(
      401,
    );
    await demo.app.signIn('customer@example.com', 'set-by-admin');
  });

  it('refuses an e-mail that another account uses', async () => {
    const res = await demo.app.call('POST', `/api/users/setpassword/${demo.admin.user.id}`, {
      token: demo.admin.token,
      body: { email: 'customer@example.com', password: 'whatever-123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toBe(`email: ${MESSAGES.emailTaken}`);
  });
});
