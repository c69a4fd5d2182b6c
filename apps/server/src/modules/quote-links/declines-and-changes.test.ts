import type { MemoLogAnswer } from '@portal/domain/memos';
import { CHANGE_REQUEST_MESSAGES, DECLINE_MESSAGES, QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, quoteDeclines, quoteLinks } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor, linkTokenIn, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Login = { token: string; user: { id: number; email: string } };
type Head = { status: string; order_status: string; version: number; revision: number; price: number };

describe.each(testDatabases())('declining with a reason and asking for changes on $name', (kind) => {
  let t: TestApp;
  let admin: Login;
  let customer: Login;
  let other: Login;

  beforeAll(async () => {
    t = await startTestApp(kind, { authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 });
    ({ admin, customer, customer2: other } = await t.signInDemo());
  });
  afterAll(async () => t?.close());

  const read = async (id: number) =>
    (await t.call<{ quote: Head }>('GET', `/api/quotes/edit/${id}`, { token: admin.token })).body.data.quote;
  const log = async (id: number) =>
    (await t.call<string>('GET', `/api/quotes/getlog/${id}`, { token: admin.token })).body.data;
  const memosOf = async (id: number) =>
    (await t.call<MemoLogAnswer>('GET', `/api/quotes/getmemo/${id}`, { token: admin.token })).body.data.memos;
  const declinesOf = (id: number) =>
    t.database.db.select().from(quoteDeclines).where(eq(quoteDeclines.quoteId, id));
  /** The texts of the mails queued for staff (every admin account). */
  const staffMails = async () =>
    (await t.database.db.select().from(outbox).where(eq(outbox.channel, 'mail')))
      .map((row) => row.payload as { to: string; subject: string; text: string })
      .filter((mail) => mail.to.includes('admin@example.com'));

  const completedQuote = (label: string) => completedQuoteFor(t, admin.token, customer.user.id, label);

  /** Emails the quote and reads the reject link's token from the queued mail. */
  async function linkToken(id: number): Promise<string> {
    const sent = await t.call('POST', `/api/quotes/sendemail/${id}`, {
      token: admin.token,
      body: {
        to: [customer.user.email],
        subject: `Q${id} links`,
        text: 'Your quote',
        version: await versionOf(t.database.db, id),
      },
    });
    expect(sent.statusCode).toBe(200);
    const mail = (await t.database.db.select().from(outbox))
      .map((row) => row.payload as { subject?: string; text?: string })
      .find((payload) => payload.subject === `Q${id} links`);
    return linkTokenIn(mail?.text ?? '', 'reject');
  }

  const reject = (body: Record<string, string>) =>
    t.call<{ message: string }>('POST', '/api/quotes/reject', { body });
  const decline = async (token: string, id: number, fields: Record<string, string>) =>
    t.call<{ status: string; message: string }>('POST', `/api/quotes/edit/${id}`, {
      token,
      body: { action: 'decline_quote', version: await versionOf(t.database.db, id), ...fields },
    });

  it('refuses a link rejection without a reason, or "other" without words, and changes nothing', async () => {
    const id = await completedQuote('Unreasoned tees');
    const token = await linkToken(id);
    const before = await read(id);

    const bare = await reject({ token, note: 'No thanks' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body.data).toBe(DECLINE_MESSAGES.reasonRequired);
    const madeUp = await reject({ token, reason: 'too_blue' });
    expect(madeUp.body.data).toBe(DECLINE_MESSAGES.reasonRequired);
    const wordless = await reject({ token, reason: 'other', reason_other: '   ' });
    expect(wordless.statusCode).toBe(400);
    expect(wordless.body.data).toBe(DECLINE_MESSAGES.otherRequired);

    expect(await read(id)).toEqual(before);
    expect(await declinesOf(id)).toEqual([]);
    const [link] = await t.database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id));
    expect(link?.answeredAt).toBeNull();
    expect(
      (await t.call<{ state: string }>('POST', '/api/quotes/fetchstatus', { body: { token } })).body.data
        .state,
    ).toBe('open');
  });

  it('keeps a link rejection with its reason, in the history and in staff mail', async () => {
    const id = await completedQuote('Reasoned tees');
    const token = await linkToken(id);
    const rejected = await reject({
      token,
      reason: 'other',
      reason_other: 'Board said no',
      note: 'Maybe next year',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.data.message).toBe(QUOTE_LINK_MESSAGES.rejected);
    expect((await read(id)).status).toBe('Declined Quote');

    const [stored] = await declinesOf(id);
    expect(stored).toMatchObject({
      reason: 'other',
      reasonOther: 'Board said no',
      note: 'Maybe next year',
      via: 'link',
      revision: 1,
    });
    expect(await log(id)).toContain('reason: Other: Board said no; note: Maybe next year');
    const mail = (await staffMails()).find((m) => m.subject === `Q${id} rejected by link`);
    expect(mail?.text).toContain('Reason: Other: Board said no');
    expect(mail?.text).toContain('Note: Maybe next year');
  });

  it('needs a reason to decline in the portal, by the edit and the status calls, and keeps it', async () => {
    const id = await completedQuote('Portal declined tees');
    const before = await read(id);
    const bare = await decline(customer.token, id, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.body.data).toBe(DECLINE_MESSAGES.reasonRequired);
    const byStatus = await t.call('POST', `/api/quotes/setstatus/${id}`, {
      token: customer.token,
      body: { status: 'Declined Quote', version: before.version },
    });
    expect(byStatus.statusCode).toBe(400);
    expect(byStatus.body.data).toBe(DECLINE_MESSAGES.reasonRequired);
    expect(await read(id)).toEqual(before);
    expect(await declinesOf(id)).toEqual([]);

    const declined = await decline(customer.token, id, {
      decline_reason: 'lead_time',
      decline_note: 'Need it by Friday',
    });
    expect(declined.body.data).toMatchObject({
      status: 'Declined Quote',
      message: 'Your quote has been declined',
    });
    const [stored] = await declinesOf(id);
    expect(stored).toMatchObject({
      reason: 'lead_time',
      reasonOther: '',
      note: 'Need it by Friday',
      via: 'portal',
    });
    expect(stored?.declinedBy).toBe(customer.user.id);
    expect(await log(id)).toContain('reason: Lead time; note: Need it by Friday');
    const mail = (await staffMails()).find((m) => m.subject === `Q${id} declined`);
    expect(mail?.text).toContain('Reason: Lead time');
  });

  it('takes a request for changes in the portal into the log, leaves the status and tells staff', async () => {
    const id = await completedQuote('Changeable tees');
    const before = await read(id);
    const asked = await t.call<{ message: string }>('POST', `/api/quotes/requestchanges/${id}`, {
      token: customer.token,
      body: { changes: 'Could the print be <b>white</b> instead?' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body.data.message).toBe(CHANGE_REQUEST_MESSAGES.sent);
    const after = await read(id);
    expect({
      status: after.status,
      order_status: after.order_status,
      revision: after.revision,
      price: after.price,
    }).toEqual({
      status: before.status,
      order_status: before.order_status,
      revision: before.revision,
      price: before.price,
    });
    const [memo] = await memosOf(id);
    expect(memo).toMatchObject({
      kind: 'changes',
      author_role: 'customer',
      source: 'portal',
      content: '<p>Could the print be &lt;b&gt;white&lt;/b&gt; instead?</p>',
    });
    expect(await log(id)).toContain('requested changes');
    const told = (await staffMails()).find(
      (m) =>
        m.subject.startsWith('New message on') &&
        m.text.includes('Changes requested: Could the print be <b>white</b> instead?'),
    );
    expect(told).toBeTruthy();

    const empty = await t.call('POST', `/api/quotes/requestchanges/${id}`, {
      token: customer.token,
      body: { changes: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.data).toContain(CHANGE_REQUEST_MESSAGES.wordsRequired);
    const foreign = await t.call('POST', `/api/quotes/requestchanges/${id}`, {
      token: other.token,
      body: { changes: 'Mine now' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await memosOf(id)).toHaveLength(1);
  });

  it('takes a request for changes through the link beside accept and reject, and the link still answers', async () => {
    const id = await completedQuote('Linked changes');
    const token = await linkToken(id);
    const before = await read(id);
    const unnamed = await t.call('POST', '/api/quotes/requestchanges', {
      body: { token, name: ' ', changes: 'Navy' },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body.data).toContain(QUOTE_LINK_MESSAGES.nameRequiredForChanges);

    const asked = await t.call<{ message: string }>('POST', '/api/quotes/requestchanges', {
      body: { token, name: 'Robin Buyer', changes: 'Navy tees, please.' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body.data.message).toBe(CHANGE_REQUEST_MESSAGES.sent);
    // Only the log's memo_note moves: the quote, its figures and its status stay as they were.
    expect({ ...(await read(id)), memo_note: '' }).toEqual(before);
    const [memo] = await memosOf(id);
    expect(memo).toMatchObject({
      kind: 'changes',
      user_name: 'Robin Buyer',
      source: 'link',
      author_role: 'customer',
    });
    expect(await log(id)).toContain('requested changes by link (by Robin Buyer, R1');
    expect(
      (await t.call<{ state: string }>('POST', '/api/quotes/fetchstatus', { body: { token } })).body.data
        .state,
    ).toBe('open');

    // Once the link has answered, it asks for nothing more.
    expect((await reject({ token, reason: 'price' })).statusCode).toBe(200);
    const late = await t.call('POST', '/api/quotes/requestchanges', {
      body: { token, name: 'Robin', changes: 'And red?' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.body.data).toBe(QUOTE_LINK_MESSAGES.usedRejected);
    expect(await memosOf(id)).toHaveLength(1);
  });
});
