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
  /** Staff make the golden quote for the customer, complete it and send it: R1. */
  const sentQuote = async (label: string) => {
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.user.id}`, {
      token: admin,
      body: { content: goldenContent(), label, contact_user: String(contact), valid_to: '2099-12-31' },
    });
    const id = made.body.data.id;
    await staffWrite(`edit/${id}`, { action: 'complete_quote', version: await version(id) });
    await markSent(id);
    return id;
  };
  const read = async (id: number, token: string) =>
    (await t.call<Read>('GET', `/api/quotes/edit/${id}`, { token })).body.data;

  it('shows a customer what changed since the revision they viewed, once, and never to staff', async () => {
    const id = await sentQuote('Since viewed tees');

    const first = await read(id, customer.token);
    expect(first.quote.revision).toBe(1);
    expect(first.since_viewed).toBeNull();

    await staffWrite(`edit/${id}`, { content: goldenContent(300), version: await version(id) });
    await markSent(id);

    const second = await read(id, customer.token);
    expect(second.quote.revision).toBe(2);
    expect(second.since_viewed).toMatchObject({
      revision: 1,
      compared_with: 2,
      viewed_on: formatDisplayDate(new Date()),
    });
    const viewed = second.since_viewed;
    if (!viewed) throw new Error('no since_viewed');
    // R1 as it was sent, against R2 as the customer is shown it: the total moved with the lines.
    // The page shows R2 itself, so the answer does not bring it again.
    expect(viewed.snapshot).toBeUndefined();
    expect(viewed.changes).toEqual(compareRevisions(snapshotOf(first), snapshotOf(second)));
    expect(viewed.changes.totals.before.incGst).toBe(first.priced.summary.total);
    expect(viewed.changes.totals.after.incGst).not.toBe(viewed.changes.totals.before.incGst);
    expect(viewed.changes.lines.length).toBeGreaterThan(0);

    // They have now seen R2: later openings compare nothing.
    expect((await read(id, customer.token)).since_viewed).toBeNull();
    expect(await read(id, admin)).not.toHaveProperty('since_viewed');
  });

  it('compares the revision last viewed with the newest sent one, never with changes not yet sent', async () => {
    const id = await sentQuote('Sent only tees');
    const r1 = await read(id, customer.token);

    await staffWrite(`edit/${id}`, { content: goldenContent(300), version: await version(id) });
    await markSent(id);
    // Staff carry on after sending R2: R3 is being made and has not been sent.
    await staffWrite(`edit/${id}`, { content: goldenContent(900), version: await version(id) });

    const opened = await read(id, customer.token);
    expect(opened.quote.revision).toBe(3);
    const since = opened.since_viewed;
    expect(since).toMatchObject({ revision: 1, compared_with: 2 });
    if (!since?.snapshot) throw new Error('the newest sent revision did not come with the answer');
    // R1 → R2 as sent: the 900 tees staff are still working on are not in it.
    expect(since.changes).toEqual(compareRevisions(snapshotOf(r1), since.snapshot));
    const tee = since.changes.lines.find((line) => line.qty.before === 30);
    expect(tee?.qty).toEqual({ before: 30, after: 300 });
    expect(since.changes.totals.after.incGst).not.toBe(opened.priced.summary.total);
  });
});
