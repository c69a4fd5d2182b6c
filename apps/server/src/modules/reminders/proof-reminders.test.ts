import { DEFAULT_PROOF_CHECKLIST, type ProofWriteAnswer } from '@portal/domain/proofs';
import type { QuoteRemindersAnswer } from '@portal/domain/reminders';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memos, outbox, proofLinks, proofReminders, proofViews } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor } from '../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { settableClock } from '../../test/test-clock.ts';
import { PNG } from '../files/test-files.ts';
import { fileForm, upload } from '../files/test-upload.ts';
import { runReminderPass } from './run-reminder-pass.ts';

// Melbourne (the demo business: Victoria, 09:00 to 17:00). Tuesday 3 November 2026 is Melbourne Cup.
const MON_2_NOV_10AM = '2026-11-01T23:00:00Z';
const WED_4_NOV_NOON = '2026-11-04T01:00:00Z';
const THU_5_NOV_10AM = '2026-11-04T23:00:00Z';
const THU_5_NOV_11AM = '2026-11-05T00:00:00Z';
const allTicked = DEFAULT_PROOF_CHECKLIST.map((item) => ({ item, checked: true }));

describe.each(testDatabases())('proof reminders on $name', (kind) => {
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

  /** A quote whose decoration's proof staff mailed on Monday 2 November at 10:00. */
  async function proofsSentMonday(label: string): Promise<{ id: number; proof: ProofWriteAnswer['proof'] }> {
    clock.set(MON_2_NOV_10AM);
    const id = await completedQuoteFor(t, admin, customer.user.id, label);
    const added = await upload<ProofWriteAnswer>(
      t,
      admin,
      '/api/proofs/add',
      fileForm('proof', 'front.png', PNG, { quote_id: String(id), row_id: 'd1', spec: '{}' }),
    );
    expect(added.statusCode).toBe(200);
    const sent = await t.call('POST', `/api/proofs/send/${id}`, { token: admin, body: {} });
    expect(sent.statusCode).toBe(200);
    return { id, proof: added.body.data.proof };
  }
  const pass = async (at: string) => {
    clock.set(at);
    return runReminderPass(t.app.ctx);
  };
  const remindersOf = (id: number) =>
    t.database.db
      .select()
      .from(proofReminders)
      .where(eq(proofReminders.quoteId, id))
      .orderBy(proofReminders.id);
  const reminderMailsOf = async (id: number) => {
    const ids = (await remindersOf(id)).map((row) => row.id);
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, 'proof-reminder-%'));
    return rows.filter((row) => ids.some((rid) => row.idempotencyKey === `proof-reminder-${rid}-email`));
  };
  const opened = (id: number, at: string) => {
    clock.set(at);
    return t.call<{ recorded: boolean }>('POST', `/api/proofs/opened/${id}`, {
      token: customer.token,
      body: {},
    });
  };

  it('reminds once of proofs not opened for two business days, in the business words, and logs it', async () => {
    const { id } = await proofsSentMonday('Proofed polos');
    await pass(WED_4_NOV_NOON);
    expect(await remindersOf(id)).toEqual([]);

    await pass(THU_5_NOV_10AM);
    expect(await remindersOf(id)).toMatchObject([
      {
        rule: 'not_opened',
        label: 'Proofs not opened after 2 business days',
        state: 'sent',
        channels: ['email'],
      },
    ]);
    const [mail, ...more] = await reminderMailsOf(id);
    expect(more).toEqual([]);
    expect(mail?.payload).toMatchObject({
      to: customer.user.email,
      subject: `Reminder: Artwork proofs for Q${id} Proofed polos`,
    });
    const text = (mail?.payload as { text?: string } | undefined)?.text ?? '';
    expect(text).toContain(
      `the artwork proofs of your quote Q${id} Proofed polos are waiting for your answer:`,
    );
    expect(text).toMatch(/^- .+ v1$/m);
    expect(text).toContain(`/requests/proofs/${id}`);
    const [logged] = await t.database.db
      .select()
      .from(memos)
      .where(and(eq(memos.quoteId, id), eq(memos.kind, 'reminder')));
    expect(logged?.content).toBe('<p>Reminder sent by e-mail: Proofs not opened after 2 business days.</p>');

    // Passes later the same day, from any process, send nothing more.
    await pass('2026-11-05T03:00:00Z');
    expect(await reminderMailsOf(id)).toHaveLength(1);

    // Staff see it among the quote's reminders, by the round it is about.
    const read = await t.call<QuoteRemindersAnswer>('GET', `/api/reminders/quotes/${id}`, { token: admin });
    expect(read.body.data.proof_reminders).toMatchObject([
      { rule: 'not_opened', state: 'sent', round_sent_at: new Date(MON_2_NOV_10AM).toISOString() },
    ]);
  });

  it('counts from the opening, reminds once of proofs opened and not answered, and stops at the answer', async () => {
    const { id, proof } = await proofsSentMonday('Opened polos');
    // Opened in the portal on Thursday at 9:30, before the not-opened rule's turn came round.
    const open = await opened(id, '2026-11-04T22:30:00Z');
    expect(open.body.data).toEqual({ recorded: true });
    await pass(THU_5_NOV_10AM);
    expect(await remindersOf(id)).toEqual([]);

    // Three business days after Thursday 9:30 is Tuesday 10 November 9:30.
    await pass('2026-11-09T22:29:00Z');
    expect(await remindersOf(id)).toEqual([]);
    await pass('2026-11-09T22:30:00Z');
    expect(await remindersOf(id)).toMatchObject([{ rule: 'not_answered', state: 'sent' }]);

    // Answered: nothing more for this round, and staff's opening of the proofs is not the customer's.
    const approved = await t.call('POST', `/api/proofs/approve/${proof.id}`, {
      token: customer.token,
      body: { sha256: proof.file.sha256, name: 'Ana Buyer', checklist: allTicked },
    });
    expect(approved.statusCode).toBe(200);
    expect((await t.call('POST', `/api/proofs/opened/${id}`, { token: admin, body: {} })).body.data).toEqual({
      recorded: false,
    });
    await pass('2026-11-20T00:00:00Z');
    expect(await remindersOf(id)).toHaveLength(1);
    expect(await t.database.db.select().from(proofViews).where(eq(proofViews.quoteId, id))).toHaveLength(1);
  });

  it('stops a planned reminder when the proofs are answered, or the customer writes, before it goes', async () => {
    const answered = await proofsSentMonday('Answered polos');
    const wrote = await proofsSentMonday('Written polos');
    clock.set(THU_5_NOV_10AM);
    // Planned as the pass would, then overtaken before their turn: a round is its proof link.
    for (const { id: quoteId } of [answered, wrote]) {
      const [round] = await t.database.db.select().from(proofLinks).where(eq(proofLinks.quoteId, quoteId));
      await t.database.db.insert(proofReminders).values({
        quoteId,
        linkId: round?.id ?? 0,
        rule: 'not_opened',
        label: 'Proofs not opened after 2 business days',
        dueAt: new Date(THU_5_NOV_10AM),
      });
    }
    const changes = await t.call('POST', `/api/proofs/requestchanges/${answered.proof.id}`, {
      token: customer.token,
      body: { note: 'Make the logo bigger.', pins: [] },
    });
    expect(changes.statusCode).toBe(200);
    const memo = await t.call('POST', `/api/quotes/addmemo/${wrote.id}`, {
      token: customer.token,
      body: { memo_note: '<p>Checking with the team.</p>' },
    });
    expect(memo.statusCode).toBe(200);

    await pass(THU_5_NOV_11AM);
    expect(await remindersOf(answered.id)).toMatchObject([{ state: 'stopped', stopReason: 'answered' }]);
    expect(await remindersOf(wrote.id)).toMatchObject([{ state: 'stopped', stopReason: 'customer_wrote' }]);
    expect(await reminderMailsOf(answered.id)).toEqual([]);
    expect(await reminderMailsOf(wrote.id)).toEqual([]);
  });
});
