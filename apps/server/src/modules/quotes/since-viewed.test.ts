import { formatDisplayDate } from '@portal/domain/dates';
import type { CustomerQuoteRead } from '@portal/domain/quote';
import { compareRevisions, snapshotOf } from '@portal/domain/revisions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Read = CustomerQuoteRead & { quote: { revision: number } };

describe.each(testDatabases())('what changed since the customer last viewed, on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: { token: string; user: { id: number } };

  beforeAll(async () => {
    t = await startTestApp(kind, { authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 });
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
  });
  afterAll(() => t?.close());

  const staffWrite = async (path: string, body: Record<string, unknown>) => {
    const res = await t.call('POST', `/api/quotes/${path}`, { token: admin, body });
    expect(res.statusCode, path).toBe(200);
    return res;
  };
  const version = (id: number) => versionOf(t.database.db, id);
  /** Staff switch Sent on, which pins the revision the customer is shown. */
  const markSent = async (id: number) => {
    await staffWrite(`setsent/${id}`, { sent: false, version: await version(id) });
    await staffWrite(`setsent/${id}`, { sent: true, version: await version(id) });
  };
  const read = async (id: number, token: string) =>
    (await t.call<Read>('GET', `/api/quotes/edit/${id}`, { token })).body.data;

  it('shows a customer what changed since the revision they viewed, once, and never to staff', async () => {
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.user.id}`, {
      token: admin,
      body: {
        content: goldenContent(),
        label: 'Since viewed tees',
        contact_user: String(contact),
        valid_to: '2099-12-31',
      },
    });
    const id = made.body.data.id;
    await staffWrite(`edit/${id}`, { action: 'complete_quote', version: await version(id) });
    await markSent(id);

    const first = await read(id, customer.token);
    expect(first.quote.revision).toBe(1);
    expect(first.since_viewed).toBeNull();

    await staffWrite(`edit/${id}`, { content: goldenContent(300), version: await version(id) });
    await markSent(id);

    const second = await read(id, customer.token);
    expect(second.quote.revision).toBe(2);
    expect(second.since_viewed?.revision).toBe(1);
    expect(second.since_viewed?.viewed_on).toBe(formatDisplayDate(new Date()));
    const viewed = second.since_viewed;
    if (!viewed) throw new Error('no since_viewed');
    // R1 as it was sent, against R2 as the customer is shown it: the total moved with the lines.
    const changes = compareRevisions(viewed.snapshot, snapshotOf(second));
    expect(viewed.snapshot.priced.summary.total).toBe(first.priced.summary.total);
    expect(changes.totals.after.incGst).not.toBe(changes.totals.before.incGst);
    expect(changes.lines.some((line) => line.kind !== 'unchanged')).toBe(true);

    // They have now seen R2: later openings compare nothing.
    expect((await read(id, customer.token)).since_viewed).toBeNull();
    expect(await read(id, admin)).not.toHaveProperty('since_viewed');
  });
});
