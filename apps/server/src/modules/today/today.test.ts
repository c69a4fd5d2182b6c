import { addDays } from '@portal/domain/dates';
import {
  TODAY_FIRST_ITEMS,
  type TodayAnswer,
  type TodayGroupName,
  todayWindowOf,
} from '@portal/domain/today';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memos, outbox, quoteDeclines, quotes, quoteViews, sentRevisions } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor, contactIdsOf, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Login = { token: string; user: { id: number } };

/**
 * The staff home page's call against a database holding one or two quotes made for each group
 * and for each way of just missing it: every group lists exactly the quotes that belong in it.
 */
describe.each(testDatabases())('the staff home page on $name', (kind) => {
  let t: TestApp;
  let admin: Login;
  let customer: Login;
  let customer2: Login;
  /** Which quotes the fixtures expect in each group, by name. */
  const made: Record<string, number> = {};

  const db = () => t.database.db;
  const staff = (route: string, body: object) =>
    t.call('POST', `/api/quotes/${route}`, { token: admin.token, body });
  const completed = async (name: string, customerId = customer.user.id) => {
    made[name] = await completedQuoteFor(t, admin.token, customerId, name);
    return made[name] as number;
  };
  /** Staff switch Sent on: the revision is pinned in sent_revisions, as any send does. */
  const markSent = async (id: number) => {
    const res = await staff(`setsent/${id}`, { sent: true, version: await versionOf(db(), id) });
    if (res.statusCode !== 200) throw new Error(`setsent: ${JSON.stringify(res.body)}`);
  };
  const customerOpens = async (id: number, times: number) => {
    for (let i = 0; i < times; i += 1) {
      const res = await t.call('GET', `/api/quotes/edit/${id}`, { token: customer.token });
      if (res.statusCode !== 200) throw new Error(`open: ${JSON.stringify(res.body)}`);
    }
  };
  const setQuote = (id: number, fields: Partial<typeof quotes.$inferInsert>) =>
    db().update(quotes).set(fields).where(eq(quotes.id, id));
  const daysAgo = (days: number) => sql.raw(`now() - interval '${days} days'`);

  const today = async () => {
    const res = await t.call<TodayAnswer>('GET', '/api/today', { token: admin.token });
    expect(res.statusCode).toBe(200);
    return res.body.data;
  };
  const namesIn = (answer: TodayAnswer, group: Exclude<TodayGroupName, 'failed_messages'>) => {
    const byId = new Map(Object.entries(made).map(([name, id]) => [id, name]));
    return answer[group].items.map((item) => byId.get(item.id) ?? `unknown ${item.id}`);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2 } = await t.signInDemo());
    // The demo's own quotes and messages would belong to groups too: the fixtures stand alone.
    await db().delete(quotes);
    await db().delete(outbox);

    // New quote requests: the customer's submitted request and one it asked staff to price
    // again; its draft and an archived request wait for nobody.
    const [contact] = await contactIdsOf(db(), customer.user.id);
    const addAs = async (name: string, status: string) => {
      const res = await t.call<{ id: number }>('POST', '/api/quotes/add', {
        token: customer.token,
        body: { content: goldenContent(), contact_user: String(contact), label: name, status },
      });
      if (res.statusCode !== 200) throw new Error(`add: ${JSON.stringify(res.body)}`);
      made[name] = res.body.data.id;
      return res.body.data.id;
    };
    await addAs('requested', 'Requested');
    await setQuote(made.requested as number, { updatedAt: new Date(Date.now() - 3_600_000) });
    const pending = await completed('pending again');
    await setQuote(pending, { status: 'Pending Quote' });
    await addAs('draft', '');
    await setQuote(await addAs('archived request', 'Requested'), { archive: 1 });

    // Changes asked for after the last send wait for staff; changes answered by a later send do not.
    const changes = await completed('changes asked');
    await markSent(changes);
    await t.call('POST', `/api/quotes/requestchanges/${changes}`, {
      token: customer.token,
      body: { changes: 'Navy instead, please' },
    });
    const handled = await completed('changes handled');
    await markSent(handled);
    await t.call('POST', `/api/quotes/requestchanges/${handled}`, {
      token: customer.token,
      body: { changes: 'Smaller print' },
    });
    await db()
      .update(memos)
      .set({ createdAt: daysAgo(4) })
      .where(eq(memos.quoteId, handled));
    await db()
      .update(sentRevisions)
      .set({ sentAt: daysAgo(3) })
      .where(eq(sentRevisions.quoteId, handled));

    // A question on a line is waiting until staff mark it answered.
    const asked = await completed('question open');
    await t.call('POST', `/api/quotes/askaboutline/${asked}`, {
      token: customer.token,
      body: { line_id: 'p1', question: 'Does this come in navy?' },
    });
    await t.call('POST', `/api/quotes/askaboutline/${asked}`, {
      token: customer.token,
      body: { line_id: 'd1', question: 'Can the print be white?' },
    });
    const answered = await completed('question answered');
    await t.call('POST', `/api/quotes/askaboutline/${answered}`, {
      token: customer.token,
      body: { line_id: 'p1', question: 'Is it cotton?' },
    });
    await staff(`markanswered/${answered}`, { line_id: 'p1' });

    // Answers: an acceptance (which makes an order never sent to WorkflowMax), a decline with its
    // reason; a decline of last week is not news.
    const accepted = await completed('accepted');
    const acceptedRes = await t.call('POST', `/api/quotes/acceptquote/${accepted}`, {
      token: customer.token,
      body: { version: await versionOf(db(), accepted), name: 'Casey Client', po_number: 'PO-7' },
    });
    if (acceptedRes.statusCode !== 200) throw new Error(`accept: ${JSON.stringify(acceptedRes.body)}`);
    const decline = async (id: number) => {
      const res = await t.call('POST', `/api/quotes/setstatus/${id}`, {
        token: customer.token,
        body: { status: 'Declined Quote', version: await versionOf(db(), id), decline_reason: 'price' },
      });
      if (res.statusCode !== 200) throw new Error(`decline: ${JSON.stringify(res.body)}`);
    };
    await decline(await completed('declined'));
    const oldDecline = await completed('declined last week');
    await decline(oldDecline);
    await db()
      .update(quoteDeclines)
      .set({ declinedAt: daysAgo(7) })
      .where(eq(quoteDeclines.quoteId, oldDecline));

    // Openings: three of the revision sent count; two do not, nor three before it was sent.
    const opened = await completed('opened thrice', customer.user.id);
    await markSent(opened);
    await customerOpens(opened, 3);
    const twice = await completed('opened twice');
    await markSent(twice);
    await customerOpens(twice, 2);
    const early = await completed('opened before sending');
    await customerOpens(early, 3);
    await markSent(early);
    await db()
      .update(quoteViews)
      .set({ viewedAt: daysAgo(1) })
      .where(eq(quoteViews.quoteId, early));

    // Expiry, in the business's days: today and six days on are this week; a week on is not,
    // nor yesterday (already expired), nor an order.
    const zone = (await today()).time_zone;
    const { today: day } = todayWindowOf(new Date(), zone);
    await setQuote(await completed('expires today', customer2.user.id), { validTo: day });
    await setQuote(await completed('expires in six days'), { validTo: addDays(day, 6) });
    await setQuote(await completed('expires in seven days'), { validTo: addDays(day, 7) });
    await setQuote(await completed('expired yesterday'), { validTo: addDays(day, -1) });
    await setQuote(await completed('order expiring'), { validTo: day, orderStatus: 'Completed Order' });

    // Orders: with a job number, or with its job message queued, they were sent.
    await setQuote(await completed('order with job'), { orderStatus: 'Completed Order', wfmId: 'J000123' });
    const queued = await completed('order queued');
    await setQuote(queued, { orderStatus: 'Requested Order' });
    const failed = await db()
      .insert(outbox)
      .values([
        {
          channel: 'jobs',
          idempotencyKey: `wfm-job-Q${queued}`,
          payload: {},
          status: 'failed',
          lastError: 'WFM said no',
        },
        { channel: 'mail', idempotencyKey: 'today-sent', payload: {}, status: 'sent' },
        { channel: 'mail', idempotencyKey: 'today-waiting', payload: {}, status: 'pending' },
        {
          channel: 'mail',
          idempotencyKey: 'today-failed',
          destination: 'nobody@example.com',
          payload: {},
          status: 'failed',
          lastError: '550 no such user',
        },
      ])
      .returning({ id: outbox.id, key: outbox.idempotencyKey });
    made['failed job'] = failed[0]?.id as number;
    made['failed mail'] = failed[3]?.id as number;
    const archivedOrder = await completed('archived order');
    await setQuote(archivedOrder, { orderStatus: 'Requested Order', archive: 1 });
  });
  afterAll(async () => t?.close());

  it('lists new quote requests waiting for staff, the longest waiting first', async () => {
    const answer = await today();
    expect(namesIn(answer, 'requested')).toEqual(['requested', 'pending again']);
    expect(answer.requested.count).toBe(2);
  });

  it('lists changes asked for since the last send, and questions not yet answered', async () => {
    const answer = await today();
    expect(namesIn(answer, 'changes')).toEqual(['changes asked']);
    expect(answer.changes.count).toBe(1);
    expect(namesIn(answer, 'questions')).toEqual(['question open']);
    expect(answer.questions.items[0]?.open_questions).toBe(2);
  });

  it("lists customers' answers since yesterday, newest first, with a decline's reason", async () => {
    const answer = await today();
    const answers = answer.answers.items.map((item) => [
      namesIn(answer, 'answers')[answer.answers.items.indexOf(item)],
      item.kind,
    ]);
    // Three questions (one answered since), a request for changes, an acceptance, a decline.
    expect(answer.answers.count).toBe(6);
    expect(answers).toHaveLength(TODAY_FIRST_ITEMS);
    expect(answers[0]).toEqual(['declined', 'declined']);
    expect(answers[1]).toEqual(['accepted', 'accepted']);
    expect(answer.answers.items[0]?.detail).toBe('Price');
    expect(answer.answers.items[1]).toMatchObject({ by: 'Casey Client', order_status: 'Requested Order' });
    const times = answer.answers.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(namesIn(answer, 'answers')).not.toContain('declined last week');
  });

  it('lists quotes opened several times since they were sent, with no answer', async () => {
    const answer = await today();
    expect(namesIn(answer, 'opened')).toEqual(['opened thrice']);
    expect(answer.opened.items[0]?.views).toBe(3);
  });

  it("lists quotes expiring this week in the business's days, the soonest first", async () => {
    const answer = await today();
    expect(namesIn(answer, 'expiring')).toEqual(['expires today', 'expires in six days']);
    const [first] = answer.expiring.items;
    expect(first).toMatchObject({ valid_to: answer.today, company: expect.any(String) });
    // The last moment of the day in the business's zone: within a day from now.
    const left = Date.parse(first?.expires_at ?? '') - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(86_400_000);
  });

  it('lists accepted orders never sent to WorkflowMax, and the messages that failed', async () => {
    const answer = await today();
    expect(namesIn(answer, 'orders_not_sent')).toEqual(['accepted', 'order expiring']);
    expect(answer.failed_messages.items.map((item) => item.id)).toEqual([
      made['failed mail'],
      made['failed job'],
    ]);
    expect(answer.failed_messages.items[0]).toMatchObject({
      channel: 'mail',
      to: 'nobody@example.com',
      error: '550 no such user',
    });
  });

  it('counts all of a group and shows its first few', async () => {
    const [contact] = await contactIdsOf(db(), customer2.user.id);
    for (let i = 0; i < TODAY_FIRST_ITEMS; i += 1) {
      await t.call('POST', '/api/quotes/add', {
        token: customer2.token,
        body: {
          content: goldenContent(),
          contact_user: String(contact),
          label: `More ${i}`,
          status: 'Requested',
        },
      });
    }
    const answer = await today();
    expect(answer.requested.count).toBe(2 + TODAY_FIRST_ITEMS);
    expect(answer.requested.items).toHaveLength(TODAY_FIRST_ITEMS);
    expect(namesIn(answer, 'requested').slice(0, 2)).toEqual(['requested', 'pending again']);
  });

  it('does not exist for a customer', async () => {
    const res = await t.call('GET', '/api/today', { token: customer.token });
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('requested');
    expect((await t.call('GET', '/api/today')).statusCode).toBe(401);
  });
});
