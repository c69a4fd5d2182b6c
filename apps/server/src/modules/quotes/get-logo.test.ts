import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';
import { versionOf } from '../../test/quote-fixtures.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.each(testDatabases())('GET /quotes/logo/{id} on $name', (kind) => {
  const demo = useDemoApp(kind);

  const listOf = async (token: string) =>
    (await demo.app.call<{ id: number; user_id: number }[]>('GET', '/api/quotes/index', { token })).body.data;

  it('answers the logo to the owner and to admins, and nothing when there is none', async () => {
    const [own] = await listOf(demo.customer.token);
    if (!own) throw new Error('the demo customer has no quote');
    await demo.app.call('POST', `/api/quotes/edit/${own.id}`, {
      token: demo.admin.token,
      body: { logo: PNG, version: await versionOf(demo.app.database.db, own.id) },
    });
    const mine = await demo.app.call<string>('GET', `/api/quotes/logo/${own.id}`, {
      token: demo.customer.token,
    });
    expect(mine.body.data).toBe(PNG);
    const theirs = await demo.app.call<string>('GET', `/api/quotes/logo/${own.id}`, {
      token: demo.admin.token,
    });
    expect(theirs.body.data).toBe(PNG);
    await demo.app.call('POST', `/api/quotes/edit/${own.id}`, {
      token: demo.admin.token,
      body: { logo: '', version: await versionOf(demo.app.database.db, own.id) },
    });
    expect(
      (await demo.app.call<string>('GET', `/api/quotes/logo/${own.id}`, { token: demo.customer.token })).body
        .data,
    ).toBe('');
  });

  it("answers 404 for another customer's quote", async () => {
    const other = (await listOf(demo.admin.token)).find((q) => q.user_id !== demo.customer.user.id);
    if (!other) throw new Error('no quote of another account');
    const answer = await demo.app.call('GET', `/api/quotes/logo/${other.id}`, { token: demo.customer.token });
    expect(answer.statusCode).toBe(404);
  });
});
