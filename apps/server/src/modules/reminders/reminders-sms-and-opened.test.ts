import type { MemoLogAnswer } from '@portal/domain/memos';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteReminders, quoteViews } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { sentQuoteAt } from '../../test/sent-quote.ts';
import { startSmsProvider } from '../../test/sms-provider.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { settableClock } from '../../test/test-clock.ts';
import { runReminderPass } from './run-reminder-pass.ts';

// Melbourne (the demo business: Victoria, 09:00 to 17:00). Tuesday 3 November 2026 is Melbourne Cup.
const MON_2_NOV_10AM = '2026-11-01T23:00:00Z';
const WED_4_NOV_10AM = '2026-11-03T23:00:00Z';
const THU_5_NOV_10AM = '2026-11-04T23:00:00Z';
const MON_9_NOV_0959 = '2026-11-08T22:59:00Z';
const MON_9_NOV_10AM = '2026-11-08T23:00:00Z';
/** Three days before the quotes' valid-to (31 December), when the before-expiry rule would speak. */
const MON_28_DEC_10AM = '2026-12-27T23:00:00Z';

describe.each(testDatabases())(
  'reminders by SMS, and of quotes opened but not answered, on $name',
  (kind) => {
    const clock = settableClock(new Date(MON_2_NOV_10AM));
    let provider: Awaited<ReturnType<typeof startSmsProvider>>;
    let t: TestApp;
    let admin: string;
    let customer: { token: string; user: { id: number; email: string } };

    beforeAll(async () => {
      provider = await startSmsProvider();
      t = await startTestApp(
        kind,
        { sms: provider.settings, authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 },
        { clock },
      );
      admin = (await t.signIn('admin@example.com')).token;
      customer = await t.signIn('customer@example.com');
    });
    afterAll(async () => {
      await t?.close();
      await provider?.close();
    });

    const sentQuote = (label: string) => sentQuoteAt(t, admin, customer.user, label, MON_2_NOV_10AM);
    const pass = async (at: string) => {
      clock.set(at);
      return runReminderPass(t.app.ctx);
    };
    const remindersOf = (id: number) =>
      t.database.db.select().from(quoteReminders).where(eq(quoteReminders.quoteId, id));
    const reminderNotesOf = async (id: number) =>
      (
        await t.call<MemoLogAnswer>('GET', `/api/quotes/getmemo/${id}`, { token: admin })
      ).body.data.memos.filter((memo) => memo.kind === 'reminder');
    /** The customer opens the quote in the portal; the opening is moved to `at` on the test's calendar. */
    const opens = async (id: number, at: string) => {
      expect((await t.call('GET', `/api/quotes/edit/${id}`, { token: customer.token })).statusCode).toBe(200);
      await t.database.db
        .update(quoteViews)
        .set({ viewedAt: new Date(at) })
        .where(and(eq(quoteViews.quoteId, id), eq(quoteViews.revision, 1)));
    };
    const setClientRules = async (overrides: object) =>
      expect(
        (
          await t.call('POST', `/api/reminders/clients/${customer.user.id}`, {
            token: admin,
            body: { overrides },
          })
        ).statusCode,
      ).toBe(200);

    it('texts the reminder of a client whose rule sends SMS, once, and logs it with its rule', async () => {
      await setClientRules({ not_opened: { email: false, sms: true } });
      const id = await sentQuote('Texted polos');
      await pass(THU_5_NOV_10AM);
      await pass('2026-11-05T03:00:00Z'); // later the same day: nothing more
      await t.app.ctx.outbox.drain();

      expect(await remindersOf(id)).toMatchObject([{ rule: 'not_opened', state: 'sent', channels: ['sms'] }]);
      const texts = provider.accepted.filter((text) => text.body.includes(`Q${id} `));
      expect(texts).toHaveLength(1);
      // The demo contact's mobile, 0412 555 014, as E.164.
      expect(texts[0]).toMatchObject({ to: '+61412555014', from: 'Ironbark' });
      expect(texts[0]?.body).toContain('Texted polos');
      expect((await reminderNotesOf(id)).map((note) => note.content)).toEqual([
        '<p>Reminder sent by SMS (revision 1): Not opened after 2 business days.</p>',
      ]);
      await setClientRules({});
    });

    it('reminds once of a quote opened but not answered for three business days, counted from the opening', async () => {
      await setClientRules({ not_opened: { on: false } });
      const id = await sentQuote('Opened polos');
      await opens(id, WED_4_NOV_10AM);
      // Not opened after two days does not apply: it was opened.
      await pass(THU_5_NOV_10AM);
      expect(await remindersOf(id)).toEqual([]);
      // Three business days from Wednesday 10:00: Thursday, Friday, Monday 10:00.
      await pass(MON_9_NOV_0959);
      expect(await remindersOf(id)).toEqual([]);
      await pass(MON_9_NOV_10AM);
      expect(await remindersOf(id)).toMatchObject([
        { rule: 'not_answered', label: 'Opened but not answered after 3 business days', state: 'sent' },
      ]);
      expect((await reminderNotesOf(id)).map((note) => note.content)).toEqual([
        '<p>Reminder sent by e-mail (revision 1): Opened but not answered after 3 business days.</p>',
      ]);

      // The customer answers in the log: no reminder after it, not even the one before expiry.
      const wrote = await t.call('POST', `/api/quotes/addmemo/${id}`, {
        token: customer.token,
        body: { memo_note: '<p>We will decide on Friday.</p>' },
      });
      expect(wrote.statusCode).toBe(200);
      await pass(MON_28_DEC_10AM);
      expect(await remindersOf(id)).toHaveLength(1);
      expect(await reminderNotesOf(id)).toHaveLength(1);
      await setClientRules({});
    });

    it('sends no opened-but-not-answered reminder to a customer who answered before it fell due', async () => {
      const id = await sentQuote('Answered polos');
      await opens(id, WED_4_NOV_10AM);
      const wrote = await t.call('POST', `/api/quotes/addmemo/${id}`, {
        token: customer.token,
        body: { memo_note: '<p>Can we make it navy?</p>' },
      });
      expect(wrote.statusCode).toBe(200);
      await pass(MON_9_NOV_10AM);
      expect(await remindersOf(id)).toEqual([]);
      expect(await reminderNotesOf(id)).toEqual([]);
    });
  },
);
