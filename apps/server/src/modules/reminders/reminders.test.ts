import type { QuoteRemindersAnswer } from '@portal/domain/reminders';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memos, outbox, quoteReminders, quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { sentQuoteAt } from '../../test/sent-quote.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { settableClock } from '../../test/test-clock.ts';
import { runReminderPass } from './run-reminder-pass.ts';

// Melbourne (the demo business: Victoria, 09:00 to 17:00). Tuesday 3 November 2026 is Melbourne Cup.
const MON_2_NOV_10AM = '2026-11-01T23:00:00Z';
const WED_4_NOV_NOON = '2026-11-04T01:00:00Z';
const THU_5_NOV_10AM = '2026-11-04T23:00:00Z';

describe.each(testDatabases())('reminders by rule on $name', (kind) => {
  const clock = settableClock(new Date(MON_2_NOV_10AM));
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: string;
  let customer: { token: string; user: { id: number; email: string } };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(
      kind,
      { smtpUrl: smtp.url, authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 },
      { clock },
    );
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const sentQuote = (label: string, validTo?: string) =>
    sentQuoteAt(t, admin, customer.user, label, MON_2_NOV_10AM, validTo);

  const pass = async (at: string) => {
    clock.set(at);
    return runReminderPass(t.app.ctx);
  };
  const remindersOf = (id: number) =>
    t.database.db.select().from(quoteReminders).where(eq(quoteReminders.quoteId, id));
  const reminderMailsOf = async (id: number) => {
    const ids = (await remindersOf(id)).map((row) => row.id);
    const rows = await t.database.db.select().from(outbox).where(like(outbox.idempotencyKey, 'reminder-%'));
    return rows.filter((row) => ids.some((rid) => row.idempotencyKey.startsWith(`reminder-${rid}-`)));
  };

  it('reminds once of a quote not opened for two business days, then not after the customer writes', async () => {
    const id = await sentQuote('Reminded polos', '2026-11-20');
    // Monday's two business days end on Thursday: Tuesday is Melbourne Cup.
    await pass(WED_4_NOV_NOON);
    expect(await remindersOf(id)).toEqual([]);

    await pass(THU_5_NOV_10AM);
    const [reminder, ...more] = await remindersOf(id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ rule: 'not_opened', revision: 1, state: 'sent', channels: ['email'] });
    const [mail] = await reminderMailsOf(id);
    expect(mail?.payload).toMatchObject({
      to: customer.user.email,
      subject: `Reminder: Q${id} Reminded polos - R1`,
    });
    expect((mail?.payload as { text?: string } | undefined)?.text).toContain(
      `Q${id} Reminded polos, valid to 20/11/2026`,
    );
    const [logged] = await t.database.db
      .select()
      .from(memos)
      .where(and(eq(memos.quoteId, id), eq(memos.kind, 'reminder')));
    expect(logged?.content).toBe(
      '<p>Reminder sent by e-mail (revision 1): Not opened after 2 business days.</p>',
    );

    // Passes later the same day, from any process, send nothing more.
    await pass('2026-11-05T03:00:00Z');
    expect(await reminderMailsOf(id)).toHaveLength(1);

    // The customer answers in the log: the reminder before expiry (3 days before 20 November) never goes.
    const wrote = await t.call('POST', `/api/quotes/addmemo/${id}`, {
      token: customer.token,
      body: { memo_note: '<p>Looking at it this week.</p>' },
    });
    expect(wrote.statusCode).toBe(200);
    await pass('2026-11-17T00:00:00Z');
    expect(await remindersOf(id)).toHaveLength(1);
    expect(await reminderMailsOf(id)).toHaveLength(1);
  });

  it('reminds before expiry a quote whose customer said nothing (the same moment as above)', async () => {
    const id = await sentQuote('Quiet polos', '2026-11-20');
    await pass(THU_5_NOV_10AM);
    await pass('2026-11-17T00:00:00Z');
    const rows = await remindersOf(id);
    expect(rows.map((row) => [row.rule, row.state]).sort()).toEqual([
      ['before_expiry', 'sent'],
      ['not_opened', 'sent'],
    ]);
  });

  it('sends nothing outside business hours or on days off', async () => {
    const id = await sentQuote('Weekend polos');
    for (const at of [
      '2026-11-07T01:00:00Z', // Saturday 12:00
      '2026-11-02T21:59:00Z', // Melbourne Cup 08:59
      '2026-11-03T01:00:00Z', // Melbourne Cup 12:00
      '2026-11-04T21:59:00Z', // Thursday 08:59
      '2026-11-05T06:00:00Z', // Thursday 17:00
    ]) {
      expect((await pass(at)).open).toBe(false);
      expect(await remindersOf(id)).toEqual([]);
    }
    expect((await pass('2026-11-05T05:59:00Z')).open).toBe(true); // Thursday 16:59
    expect((await remindersOf(id)).map((row) => row.state)).toEqual(['sent']);
  });

  it('stops a reminder the quote no longer wants when its turn comes', async () => {
    const id = await sentQuote('Accepted polos');
    await t.database.db.update(quotes).set({ orderStatus: 'Requested Order' }).where(eq(quotes.id, id));
    await pass(THU_5_NOV_10AM);
    expect(await remindersOf(id)).toEqual([]);

    // Planned, then declined before it was sent: stopped, never sent.
    const other = await sentQuote('Declined polos');
    clock.set(THU_5_NOV_10AM);
    await t.database.db.insert(quoteReminders).values({
      quoteId: other,
      rule: 'not_opened',
      revision: 1,
      label: 'Not opened after 2 business days',
      dueAt: new Date(THU_5_NOV_10AM),
    });
    await t.database.db.update(quotes).set({ status: 'Declined Quote' }).where(eq(quotes.id, other));
    await pass(THU_5_NOV_10AM);
    expect(await remindersOf(other)).toMatchObject([{ state: 'stopped', stopReason: 'declined' }]);
    expect(await reminderMailsOf(other)).toEqual([]);
  });

  it("lets staff change a client's and a quote's rules, and snooze a quote", async () => {
    const id = await sentQuote('Snoozed polos');
    const client = await t.call('POST', `/api/reminders/clients/${customer.user.id}`, {
      token: admin,
      body: { overrides: { not_opened: { days: 4, sms: true } } },
    });
    expect(client.statusCode).toBe(200);
    const own = await t.call<QuoteRemindersAnswer>('POST', `/api/reminders/quotes/${id}`, {
      token: admin,
      body: { overrides: { not_opened: { days: 1 } } },
    });
    expect(own.body.data.rules.not_opened).toEqual({ on: true, days: 1, email: true, sms: true });

    clock.set(WED_4_NOV_NOON);
    const snoozed = await t.call<QuoteRemindersAnswer>('POST', `/api/reminders/quotes/${id}/snooze`, {
      token: admin,
      body: { until: '9/11/2026' },
    });
    expect(snoozed.body.data.snoozed_until).toBe('2026-11-09');
    await pass(THU_5_NOV_10AM);
    expect(await remindersOf(id)).toEqual([]);
    await pass('2026-11-08T23:00:00Z'); // Monday 9 November 10:00: the snooze is over
    const read = await t.call<QuoteRemindersAnswer>('GET', `/api/reminders/quotes/${id}`, { token: admin });
    expect(read.body.data.snoozed_until).toBeNull();
    expect(read.body.data.reminders).toMatchObject([
      { rule: 'not_opened', label: 'Not opened after 1 business day', state: 'sent' },
    ]);

    // Clearing the client's changes, and what a customer and bad input get.
    await t.call('POST', `/api/reminders/clients/${customer.user.id}`, {
      token: admin,
      body: { overrides: {} },
    });
    const past = await t.call('POST', `/api/reminders/quotes/${id}/snooze`, {
      token: admin,
      body: { until: '2026-11-01' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.body.data).toBe('Please choose a date after today to snooze the reminders until.');
    const days = await t.call('POST', `/api/reminders/quotes/${id}`, {
      token: admin,
      body: { overrides: { not_opened: { days: -1 } } },
    });
    expect(days.statusCode).toBe(400);
    // To a customer the staff calls do not exist.
    expect((await t.call('GET', `/api/reminders/quotes/${id}`, { token: customer.token })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.call('POST', `/api/reminders/clients/${customer.user.id}`, {
          token: customer.token,
          body: { overrides: {} },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/reminders/clients/1', { token: admin })).statusCode).toBe(404);
  });
});
