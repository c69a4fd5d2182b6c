import { type FetchStatusAnswer, QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { REVISION_MESSAGES } from '@portal/domain/revisions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteHistory, quoteViews, sentRevisions } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor, emailedLinkToken, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Status = Pick<FetchStatusAnswer, 'state' | 'message' | 'revision' | 'changes' | 'since_viewed'>;
type Read = {
  quote: { status: string; order_status: string; version: number; revision: number };
  hash?: string;
  views?: { count: number; last_device: string | null; summary: string; revisions: unknown[] };
};
type ListRow = { id: number; viewed?: boolean; changed_since_viewed?: boolean };

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

describe.each(testDatabases())('what was sent is pinned, and views are logged, on $name', (kind) => {
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

  const completedQuote = (label: string) => completedQuoteFor(t, admin, customer.user.id, label);

  /** Emails the quote and answers the accept token the mail carried. */
  const emailedToken = (id: number) => emailedLinkToken(t, smtp, admin, id, customer.user.email);

  /** A staff save that changes what the customer sees: the lines, priced again by the server. */
  const staffChange = async (id: number, qty: number) =>
    t.call<{ revision: number }>('POST', `/api/quotes/edit/${id}`, {
      token: admin,
      body: { content: goldenContent(qty), version: await versionOf(t.database.db, id) },
    });
  const staffRead = async (id: number) =>
    (await t.call<Read>('GET', `/api/quotes/edit/${id}`, { token: admin })).body.data;
  const status = (token: string, userAgent?: string) =>
    t.call<Status>('POST', '/api/quotes/fetchstatus', {
      body: { token },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
  const accept = (token: string) =>
    t.call('POST', '/api/quotes/accept', { body: { token, name: 'Casey Client' } });
  const sentRows = (id: number) =>
    t.database.db.select().from(sentRevisions).where(eq(sentRevisions.quoteId, id));

  it('pins the sent revision, starts one new revision on a staff change, and the old link accepts nothing', async () => {
    const id = await completedQuote('Pinned tees');
    const token = await emailedToken(id);
    const pinned = await sentRows(id);
    expect(pinned).toHaveLength(1);
    expect(pinned[0]).toMatchObject({ revision: 1, channel: 'email' });
    expect(pinned[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await status(token)).body.data.state).toBe('open');

    expect((await staffChange(id, 4000)).body.data.revision).toBe(2);
    // Further saves before the next send stay in that revision.
    expect((await staffChange(id, 4500)).body.data.revision).toBe(2);
    expect(
      await t.call<string>('GET', `/api/quotes/getlog/${id}`, { token: admin }).then((r) => r.body.data),
    ).toContain('started a new revision (R2, changed since R1 was sent)');

    let successes = 0;
    for (let i = 0; i < 50; i += 1) {
      const tried = await accept(token);
      if (tried.statusCode === 200) successes += 1;
      else expect(tried.body.data).toBe(QUOTE_LINK_MESSAGES.changed);
    }
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => accept(token)));
    successes += concurrent.filter((r) => r.statusCode === 200).length;
    console.info(`accepts that succeeded with a link whose quote changed after sending: ${successes} of 100`);
    expect(successes).toBe(0);
    expect((await staffRead(id)).quote).toMatchObject({ status: 'Completed Quote', order_status: '' });

    const old = (await status(token)).body.data;
    expect(old).toMatchObject({ state: 'changed', message: QUOTE_LINK_MESSAGES.changed, revision: 1 });
    expect(old.changes?.sent.revision).toBe(1);
    expect(old.changes?.latest).toBeNull();

    // Sent again, the new revision is pinned; the old link now shows what changed from the
    // revision its recipient saw to the one sent since, and still accepts nothing.
    const fresh = await emailedToken(id);
    expect((await sentRows(id)).map((row) => row.revision).sort()).toEqual([1, 2]);
    const both = (await status(token)).body.data;
    expect(both.changes?.latest?.revision).toBe(2);
    expect(both.since_viewed).toMatchObject({ revision: 1, compared_with: 2 });
    const totals = both.since_viewed?.changes.totals;
    expect(totals?.before.incGst).not.toBe(totals?.after.incGst);
    expect((await accept(token)).statusCode).toBe(400);
    expect((await accept(fresh)).statusCode).toBe(200);
  });

  it('binds a link to its own revision when a quote changed back is sent again with the same hash', async () => {
    const id = await completedQuote('Changed back tees');
    // Four sends to an address of their own: the outbox sends one address ten mails a minute at
    // most (PER_DESTINATION_PER_MINUTE), and the other tests here mail the customer.
    const sendTo = () => emailedLinkToken(t, smtp, admin, id, 'buyer.changed-back@example.com');
    await sendTo();
    await staffChange(id, 4000);
    await sendTo();
    // Back to the first offer: the third revision's document, and so its hash, is the first's.
    await staffChange(id, 30);
    const third = await sendTo();
    const rows = await sentRows(id);
    expect(rows.map((row) => row.revision).sort()).toEqual([1, 2, 3]);
    expect(rows.find((row) => row.revision === 3)?.hash).toBe(rows.find((row) => row.revision === 1)?.hash);

    await staffChange(id, 5000);
    await sendTo();
    const changed = (await status(third)).body.data;
    expect(changed.state).toBe('changed');
    expect(changed.changes?.sent.revision).toBe(3);
    expect(changed.changes?.latest?.revision).toBe(4);
  });

  it('refuses 50 concurrent accepts on a link whose quote changed after sending', async () => {
    const id = await completedQuote('Concurrent tees');
    const token = await emailedToken(id);
    await staffChange(id, 900);
    const tries = await Promise.all(Array.from({ length: 50 }, () => accept(token)));
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(0);
    expect((await staffRead(id)).quote.order_status).toBe('');
  });

  it('does not pin the same document twice when staff mark it Sent after emailing it', async () => {
    const id = await completedQuote('Marked tees');
    await emailedToken(id);
    const marked = await t.call('POST', `/api/quotes/setsent/${id}`, {
      token: admin,
      body: { sent: true, version: await versionOf(t.database.db, id) },
    });
    expect(marked.statusCode).toBe(200);
    expect(await sentRows(id)).toHaveLength(1);
  });

  it('pins a revision sent by a text that carries the quote link, and not by one without it', async () => {
    const id = await completedQuote('Texted tees');
    const sms = (note: string) =>
      t.call('POST', `/api/quotes/sendsms/${id}`, { token: admin, body: { telnum: '+61412345678', note } });
    expect((await sms('Your tees are on the way')).statusCode).toBe(200);
    expect(await sentRows(id)).toHaveLength(0);
    const draft = await t.call<{ note: string }>('GET', `/api/quotes/smsdraft/${id}`, { token: admin });
    expect((await sms(draft.body.data.note)).statusCode).toBe(200);
    const rows = await sentRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ revision: 1, channel: 'sms' });
  });

  it('accepts in the portal only the revision on the customer screen, by its hash', async () => {
    const id = await completedQuote('Portal tees');
    await emailedToken(id);
    const shown = (await t.call<Read>('GET', `/api/quotes/edit/${id}`, { token: customer.token })).body.data;
    expect(shown.hash).toMatch(/^[0-9a-f]{64}$/);
    await staffChange(id, 60);
    const before = await staffRead(id);
    const stale = await t.call('POST', `/api/quotes/setstatus/${id}`, {
      token: customer.token,
      body: { status: 'Requested Order', version: before.quote.version, hash: shown.hash },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.body.data).toBe(REVISION_MESSAGES.changedOnScreen);
    const after = await staffRead(id);
    expect(after.quote).toEqual(before.quote);

    const now = (await t.call<Read>('GET', `/api/quotes/edit/${id}`, { token: customer.token })).body.data;
    expect(now.hash).not.toBe(shown.hash);
    const accepted = await t.call('POST', `/api/quotes/setstatus/${id}`, {
      token: customer.token,
      body: { status: 'Requested Order', version: now.quote.version, hash: now.hash },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('logs every opening and writes one history line per revision', async () => {
    const id = await completedQuote('Viewed tees');
    const token = await emailedToken(id);
    const openings = await Promise.all(Array.from({ length: 20 }, () => status(token, PHONE)));
    expect(openings.every((r) => r.statusCode === 200)).toBe(true);
    const lines = await t.database.db
      .select()
      .from(quoteHistory)
      .where(and(eq(quoteHistory.quoteId, id), eq(quoteHistory.action, 'opened the emailed link')));
    console.info(`history lines written by 20 openings of one link: ${lines.length}`);
    expect(lines).toHaveLength(1);
    const views = await t.database.db.select().from(quoteViews).where(eq(quoteViews.quoteId, id));
    expect(views).toHaveLength(20);
    expect(views.every((v) => v.device === 'phone' && v.linkId !== null && v.revision === 1)).toBe(true);

    // The portal's openings go to the same log; the history already has R1's first view.
    for (let i = 0; i < 3; i += 1) await t.call('GET', `/api/quotes/edit/${id}`, { token: customer.token });
    const summary = (await staffRead(id)).views;
    expect(summary?.count).toBe(23);
    expect(summary?.last_device).toBe('desktop');
    expect(summary?.summary).toMatch(
      /^Viewed 23 times, last \d\d\/\d\d\/\d{4} \d\d:\d\d on a desktop; R1 first viewed the same day as sending$/,
    );
    const customerAnswer = (await t.call<Read>('GET', `/api/quotes/edit/${id}`, { token: customer.token }))
      .body.data;
    expect(customerAnswer).not.toHaveProperty('views');

    const row = async () =>
      (await t.call<ListRow[]>('GET', '/api/quotes/index', { token: admin })).body.data.find(
        (r) => r.id === id,
      );
    expect(await row()).toMatchObject({ viewed: true, changed_since_viewed: false });
    await staffChange(id, 80);
    await emailedToken(id);
    expect(await row()).toMatchObject({ viewed: true, changed_since_viewed: true });
    const customerRow = (
      await t.call<ListRow[]>('GET', '/api/quotes/index', { token: customer.token })
    ).body.data.find((r) => r.id === id);
    expect(customerRow).not.toHaveProperty('viewed');

    // The new revision's first opening is its one history line.
    await status(token);
    await t.call('GET', `/api/quotes/edit/${id}`, { token: customer.token });
    const all = await t.database.db.select().from(quoteHistory).where(eq(quoteHistory.quoteId, id));
    const viewLines = all.filter(
      (l) => l.action === 'opened the emailed link' || l.action === 'viewed the quote in the portal',
    );
    expect(viewLines.map((l) => l.detail)).toEqual(['R1 link, quote at R1', 'R1 link, quote at R2']);
  });
});
