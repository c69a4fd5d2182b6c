import { MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';

describe.each(testDatabases())('user settings on $name', (kind) => {
  const demo = useDemoApp(kind);

  it('starts empty, then keeps the Other position text', async () => {
    const url = `/api/setting/getbyuserid/${demo.customer.user.id}`;
    expect((await demo.app.call('GET', url, { token: demo.customer.token })).body.data).toEqual({
      other: '',
    });
    const set = await demo.app.call('POST', `/api/setting/setbyuserid/${demo.customer.user.id}`, {
      token: demo.customer.token,
      body: { other: 'Pocket Flap' },
    });
    expect(set.body).toEqual({ status: 'success', data: MESSAGES.setSuccessfully });
    expect((await demo.app.call('GET', url, { token: demo.customer.token })).body.data).toEqual({
      other: 'Pocket Flap',
    });
    expect((await demo.app.call('GET', url, { token: demo.admin.token })).body.data).toEqual({
      other: 'Pocket Flap',
    });
  });

  it("keeps a customer out of another customer's settings", async () => {
    const read = await demo.app.call('GET', `/api/setting/getbyuserid/${demo.customer.user.id}`, {
      token: demo.customer2.token,
    });
    expect(read.statusCode).toBe(404);
    const write = await demo.app.call('POST', `/api/setting/setbyuserid/${demo.customer.user.id}`, {
      token: demo.customer2.token,
      body: { other: 'Hacked' },
    });
    expect(write.statusCode).toBe(404);
    const after = await demo.app.call('GET', `/api/setting/getbyuserid/${demo.customer.user.id}`, {
      token: demo.customer.token,
    });
    expect(after.body.data).toEqual({ other: 'Pocket Flap' });
  });

  it('asks for a sign-in first', async () => {
    expect((await demo.app.call('GET', `/api/setting/getbyuserid/${demo.customer.user.id}`)).statusCode).toBe(
      401,
    );
  });
});
