import type { LoginAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.each(testDatabases())('GET /quotes/logo/{id} on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer } = await t.signInDemo());
  });
  afterAll(() => t.close());

  const listOf = async (token: string) =>
    (await t.call<{ id: number; user_id: number }[]>('GET', '/api/quotes/index', { token })).body.data;

  it('answers the logo to the owner and to admins, and nothing when there is none', async () => {
    const [own] = await listOf(customer.token);
    if (!own) throw new Error('the demo customer has no quote');
    await t.call('POST', `/api/quotes/edit/${own.id}`, { token: admin.token, body: { logo: PNG } });
    const mine = await t.call<string>('GET', `/api/quotes/logo/${own.id}`, { token: customer.token });
    expect(mine.body.data).toBe(PNG);
    const theirs = await t.call<string>('GET', `/api/quotes/logo/${own.id}`, { token: admin.token });
    expect(theirs.body.data).toBe(PNG);
    await t.call('POST', `/api/quotes/edit/${own.id}`, { token: admin.token, body: { logo: '' } });
    expect(
      (await t.call<string>('GET', `/api/quotes/logo/${own.id}`, { token: customer.token })).body.data,
    ).toBe('');
  });

  it("answers 404 for another customer's quote", async () => {
    const other = (await listOf(admin.token)).find((q) => q.user_id !== customer.user.id);
    if (!other) throw new Error('no quote of another account');
    const answer = await t.call('GET', `/api/quotes/logo/${other.id}`, { token: customer.token });
    expect(answer.statusCode).toBe(404);
  });
});
