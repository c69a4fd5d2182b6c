import { addDays, businessToday, quoteExpiresAt } from '@portal/domain/dates';
import type { MemoLogAnswer } from '@portal/domain/memos';
import { EXPIRY_MESSAGES } from '@portal/domain/quote-links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, quoteLinks, quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { readBusinessSettings } from '../business/index.ts';

type Login = { token: string; user: { id: number; email: string } };
type Head = {
  status: string;
  order_status: string;
  version: number;
  revision: number;
  valid_to: string;
  memo_note: string;
};

describe.each(testDatabases())('an expired quote on $name', (kind) => {
  let t: TestApp;
  let admin: Login;
  let customer: Login;
  let timeZone: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 });
    ({ admin, customer } = await t.signInDemo());
    timeZone = (await readBusinessSettings(t.database.db)).time_zone;
  });
  afterAll(async () => t?.close());

  const read = async (id: number) =>
    (await t.call<{ quote: Head }>('GET', `/api/quotes/edit/${id}`, { token: admin.token })).body.data.quote;
  const memosOf = async (id: number) =>
    (await t.call<MemoLogAnswer>('GET', `/api/quotes/getmemo/${id}`, { token: admin.token })).body.data.memos;
  const log = async (id: number) =>
    (await t.call<string>('GET', `/api/quotes/getlog/${id}`, { token: admin.token })).body.data;
  /** A completed quote valid to the given day (staff may set any date). */
  const completedValidTo = async (label: string, validTo: string) => {
    const id = await completedQuoteFor(t, admin.token, customer.user.id, label);
    await t.database.db.update(quotes).set({ validTo }).where(eq(quotes.id, id));
    return id;
  };

  /** Emails the quote and reads the link's token from the queued mail. */
  async function linkToken(id: number): Promise<string> {
    const sent = await t.call('POST', `/api/quotes/sendemail/${id}`, {
      token: admin.token,
      body: {
        to: [customer.user.email],
        subject: `Q${id} expiry`,
        text: 'Your quote',
        version: await versionOf(t.database.db, id),
      },
    });
    expect(sent.statusCode).toBe(200);
    const mail = (await t.database.db.select().from(outbox))
      .map((row) => row.payload as { subject?: string; text?: string })
      .find((payload) => payload.subject === `Q${id} expiry`);
    const url = /https?:\/\/\S+\/accept\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/';
    return new URL(url).searchParams.get('token') ?? '';
  }

  it('ends a link at the end of the valid-to day in the settings time zone, then refuses to accept', async () => {
    const today = businessToday(new Date(), timeZone);
    const id = await completedValidTo('Expiring link tees', today);
    const token = await linkToken(id);
    const [link] = await t.database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id));
    expect(link?.expiresAt.toISOString()).toBe(quoteExpiresAt(today, timeZone)?.toISOString());

    // The clock passes the end of that day: the stored end is moved, as time would move it.
    await t.database.db
      .update(quoteLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(quoteLinks.quoteId, id));
    const status = await t.call<{ state: string; message: string }>('POST', '/api/quotes/fetchstatus', {
      body: { token },
    });
    expect(status.body.data).toMatchObject({ state: 'expired', message: EXPIRY_MESSAGES.expiredOn(today) });
    expect(status.body.data.message).toMatch(/^This quote expired on \d{2}\/\d{2}\/\d{4}$/);

    const before = await read(id);
    const accepted = await t.call('POST', '/api/quotes/accept', { body: { token, name: 'Casey Client' } });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.body.data).toBe(EXPIRY_MESSAGES.expiredOn(today));
    expect(await read(id)).toEqual(before);
    const [after] = await t.database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id));
    expect(after?.answeredAt).toBeNull();
  });

  it('takes Request updated pricing by an expired link into the conversation log', async () => {
    const id = await completedValidTo('Pricing by link', businessToday(new Date(), timeZone));
    const token = await linkToken(id);
    await t.database.db
      .update(quoteLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(quoteLinks.quoteId, id));
    const before = await read(id);
    const asked = await t.call<{ message: string }>('POST', '/api/quotes/requestchanges', {
      body: { token, name: 'Casey Client', changes: EXPIRY_MESSAGES.pricingWords },
    });
    expect(asked.statusCode).toBe(200);
    const memos = await memosOf(id);
    expect(memos.some((memo) => memo.content.includes(EXPIRY_MESSAGES.pricingWords))).toBe(true);
    expect(await log(id)).toContain('requested changes by link');
    const { memo_note: _note, ...after } = await read(id);
    const { memo_note: _was, ...was } = before;
    expect(after).toEqual(was);
  });

  it('refuses a portal acceptance two days past valid-to, by both calls, and changes nothing', async () => {
    const validTo = addDays(businessToday(new Date(), timeZone), -2);
    const id = await completedValidTo('Stale portal tees', validTo);
    const before = await read(id);
    const refusal = EXPIRY_MESSAGES.cannotAccept(validTo);

    const plain = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: customer.token,
      body: { action: 'request_order', version: await versionOf(t.database.db, id) },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.body.data).toBe(refusal);
    const form = await t.call('POST', `/api/quotes/acceptquote/${id}`, {
      token: customer.token,
      body: { name: 'Casey Client', po_number: 'PO-1', version: await versionOf(t.database.db, id) },
    });
    expect(form.statusCode).toBe(400);
    expect(form.body.data).toBe(refusal);
    expect(await read(id)).toEqual(before);

    // A quote valid to today stays open until the end of its day, so it is accepted.
    const fresh = await completedValidTo('Fresh portal tees', businessToday(new Date(), timeZone));
    const ok = await t.call<{ order_status: string }>('POST', `/api/quotes/edit/${fresh}`, {
      token: customer.token,
      body: { action: 'request_order', version: await versionOf(t.database.db, fresh) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data.order_status).toBe('Requested Order');
  });

  it('takes Request updated pricing in the portal into the conversation log', async () => {
    const id = await completedValidTo('Pricing in portal', addDays(businessToday(new Date(), timeZone), -2));
    const asked = await t.call('POST', `/api/quotes/requestchanges/${id}`, {
      token: customer.token,
      body: { changes: EXPIRY_MESSAGES.pricingWords },
    });
    expect(asked.statusCode).toBe(200);
    const memos = await memosOf(id);
    expect(memos.some((memo) => memo.content.includes(EXPIRY_MESSAGES.pricingWords))).toBe(true);
  });
});
