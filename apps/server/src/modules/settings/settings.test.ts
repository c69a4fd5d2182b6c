import { type LoginAnswer, MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('user settings on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  let customer2: LoginAnswer;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2 } = await t.signInDemo());
  });
  afterAll(() => t.close());

  it('starts empty, then keeps the Other position text', async () => {
    const url = `/api/setting/getbyuserid/${customer.user.id}`;
    expect((await t.call('GET', url, { token: customer.token })).body.data).toEqual({ other: '' });
    const set = await t.call('POST', `/api/setting/setbyuserid/${customer.user.id}`, {
      token: customer.token,
      body: { other: 'Pocket Flap' },
    });
    expect(set.body).toEqual({ status: 'success', data: MESSAGES.setSuccessfully });
    expect((await t.call('GET', url, { token: customer.token })).body.data).toEqual({ other: 'Pocket Flap' });
    expect((await t.call('GET', url, { token: admin.token })).body.data).toEqual({ other: 'Pocket Flap' });
  });

  it("keeps a customer out of another customer's settings", async () => {
    const read = await t.call('GET', `/api/setting/getbyuserid/${customer.user.id}`, {
      token: customer2.token,
    });
    expect(read.statusCode).toBe(403);
    const write = await t.call('POST', `/api/setting/setbyuserid/${customer.user.id}`, {
      token: customer2.token,
      body: { other: 'Hacked' },
    });
    expect(write.statusCode).toBe(403);
    const after = await t.call('GET', `/api/setting/getbyuserid/${customer.user.id}`, {
      token: customer.token,
    });
    expect(after.body.data).toEqual({ other: 'Pocket Flap' });
  });

  it('asks for a sign-in first', async () => {
    expect((await t.call('GET', `/api/setting/getbyuserid/${customer.user.id}`)).statusCode).toBe(401);
  });
});
