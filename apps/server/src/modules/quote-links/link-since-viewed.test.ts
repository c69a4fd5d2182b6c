import { formatDisplayDate } from '@portal/domain/dates';
import type { FetchStatusAnswer, RevisionDocumentAnswer } from '@portal/domain/quote-links';
import { wholeDocumentLines } from '@portal/domain/revisions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor, emailedLinkToken, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A proposal is read by about two people, days apart, each through the link mailed to them: each
 * is shown what changed since the revision they themselves last viewed.
 */
describe.each(testDatabases())('what changed since each link recipient last looked, on $name', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: string;
  let customer: { token: string; user: { id: number; email: string } };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(kind, {
      smtpUrl: smtp.url,
      authRateLimitPerMinute: 1_000_000,
      authRateLimitPerHour: 1_000_000,
    });
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailTo = (id: number, to: string) => emailedLinkToken(t, smtp, admin, id, to);
  /** A staff save that changes the tee's quantity, which starts the next revision once sent. */
  const staffChange = async (id: number, qty: number) => {
    const res = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: admin,
      body: { content: goldenContent(qty), version: await versionOf(t.database.db, id) },
    });
    expect(res.statusCode).toBe(200);
  };
  const open = async (token: string) => {
    const res = await t.call<FetchStatusAnswer>('POST', '/api/quotes/fetchstatus', { body: { token } });
    expect(res.statusCode).toBe(200);
    return res.body.data;
  };
  const teeQuantity = (answer: FetchStatusAnswer) =>
    answer.since_viewed?.changes.lines.find((line) => line.kind === 'changed' && line.qty.before !== null)
      ?.qty;
  const today = () => formatDisplayDate(new Date());

  it('compares R1 with R3 for the recipient who viewed R1, and R2 with R3 for the one who viewed R2', async () => {
    const id = await completedQuoteFor(t, admin, customer.user.id, 'Two readers');
    const a1 = await mailTo(id, 'buyer@example.com');
    expect((await open(a1)).since_viewed).toBeNull();

    await staffChange(id, 200);
    const b2 = await mailTo(id, 'Manager@Example.com');
    expect((await open(b2)).since_viewed).toBeNull();

    await staffChange(id, 300);
    const a3 = await mailTo(id, 'buyer@example.com');
    const b3 = await mailTo(id, 'manager@example.com');

    const forA = await open(a3);
    expect(forA.state).toBe('open');
    expect(forA.since_viewed).toMatchObject({ revision: 1, compared_with: 3, viewed_on: today() });
    const forB = await open(b3);
    expect(forB.since_viewed).toMatchObject({ revision: 2, compared_with: 3, viewed_on: today() });
    // The tees went 30 → 300 for A and 200 → 300 for B: each against what they saw.
    expect(teeQuantity(forA)).toEqual({ before: 30, after: 300 });
    expect(teeQuantity(forB)).toEqual({ before: 200, after: 300 });
    expect(forA.since_viewed?.changes.totals.before).not.toEqual(forB.since_viewed?.changes.totals.before);
    expect(forA.since_viewed?.changes.totals.after).toEqual(forB.since_viewed?.changes.totals.after);

    // Once seen, R3 is what they last looked at: opening again compares nothing.
    expect((await open(a3)).since_viewed).toBeNull();
    // A's old R1 link is changed; A has seen R3, so there is nothing new to show them.
    const oldForA = await open(a1);
    expect(oldForA.state).toBe('changed');
    expect(oldForA.changes).toMatchObject({ sent: { revision: 1 }, latest: { revision: 3 } });
    expect(oldForA.since_viewed).toBeNull();
    // Four sends, each waiting for its mail: more than the default on a busy machine.
  }, 90_000);

  it('compares an old link never opened with the newest sent, and gives the whole document on demand', async () => {
    const id = await completedQuoteFor(t, admin, customer.user.id, 'Unopened link');
    const first = await mailTo(id, 'late.reader@example.com');
    await staffChange(id, 40);
    // Staff have not sent R2: the old link says a new version is coming, and compares nothing.
    const waiting = await open(first);
    expect(waiting).toMatchObject({ state: 'changed', changes: { latest: null }, since_viewed: null });
    await mailTo(id, 'someone.else@example.com');
    // This recipient opened R1's link only while R2 was unsent: they saw R1.
    const changed = await open(first);
    expect(changed.since_viewed).toMatchObject({ revision: 1, compared_with: 2, viewed_on: today() });
    expect(changed.since_viewed?.changes.lines.every((line) => line.kind !== 'unchanged')).toBe(true);

    const whole = await t.call<RevisionDocumentAnswer>('POST', '/api/quotes/linkrevision', {
      body: { token: first },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.body.data.revision).toBe(2);
    const lines = wholeDocumentLines(changed.since_viewed?.changes.lines ?? [], whole.body.data.snapshot);
    expect(lines.length).toBeGreaterThan(changed.since_viewed?.changes.lines.length ?? 0);
    expect(lines.map((line) => line.at)).toEqual(lines.map((_, at) => at));
    expect(lines.filter((line) => line.kind !== 'unchanged')).toEqual(changed.since_viewed?.changes.lines);

    const unknown = await t.call<string>('POST', '/api/quotes/linkrevision', {
      body: { token: 'nobody-made-this' },
    });
    expect(unknown.statusCode).toBe(404);
  }, 90_000);
});
