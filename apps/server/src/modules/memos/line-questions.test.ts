import {
  LINE_QUESTION_MESSAGES,
  type MemoAddedAnswer,
  type MemoLogAnswer,
  openQuestionsOf,
} from '@portal/domain/memos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Login = { token: string; user: { id: number } };

describe.each(testDatabases())('questions about a line on $name', (kind) => {
  let t: TestApp;
  let admin: Login;
  let customer: Login;
  let other: Login;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2: other } = await t.signInDemo());
  });
  afterAll(async () => t?.close());

  const completedQuote = (label: string) => completedQuoteFor(t, admin.token, customer.user.id, label);

  const ask = (token: string, id: number, line_id: string, question = 'Does this come in navy?') =>
    t.call<MemoAddedAnswer>('POST', `/api/quotes/askaboutline/${id}`, { token, body: { line_id, question } });
  const answer = (id: number, line_id: string, words = 'Yes, navy is in stock.') =>
    t.call<MemoAddedAnswer>('POST', `/api/quotes/answerline/${id}`, {
      token: admin.token,
      body: { line_id, answer: words },
    });
  const markAnswered = (token: string, id: number, line_id: string) =>
    t.call<{ message: string; answered: number }>('POST', `/api/quotes/markanswered/${id}`, {
      token,
      body: { line_id },
    });
  /** The lines staff see marked, with how many questions wait on each. */
  const markers = async (id: number) =>
    Object.fromEntries(
      openQuestionsOf(
        (await t.call<MemoLogAnswer>('GET', `/api/quotes/getmemo/${id}`, { token: admin.token })).body.data
          .memos,
      ),
    );
  const quoteOf = async (id: number) =>
    (
      await t.call<{ quote: Record<string, unknown> }>('GET', `/api/quotes/edit/${id}`, {
        token: admin.token,
      })
    ).body.data.quote;

  it('anchors the question to the line, tells staff, and marks the line until staff answer it', async () => {
    const id = await completedQuote('Asked tees');
    const before = await quoteOf(id);
    const asked = await ask(customer.token, id, 'p1');
    expect(asked.statusCode).toBe(200);
    expect(asked.body.data.message).toBe(LINE_QUESTION_MESSAGES.asked);
    expect(asked.body.data.memo).toMatchObject({
      kind: 'question',
      line_id: 'p1',
      line_label: 'AS5001 White L',
      answered_at: null,
      author_role: 'customer',
    });
    expect(asked.body.data.memo_note).toMatch(/Question about .+: Does this come in navy\?$/);
    expect(await markers(id)).toEqual({ p1: 1 });

    // Asking writes the log only: the status, the document and every figure are as they were.
    expect({ ...(await quoteOf(id)), memo_note: before.memo_note, version: before.version }).toEqual(before);
    const staffMail = (await t.database.db.select().from(outbox).where(eq(outbox.channel, 'mail')))
      .map((row) => row.payload as { to: string; text: string })
      .find((mail) => mail.to.includes('admin@example.com') && mail.text.includes('Does this come in navy?'));
    expect(staffMail?.text).toContain('Question about');

    await ask(customer.token, id, 'd1', 'Can the print be white?');
    expect(await markers(id)).toEqual({ p1: 1, d1: 1 });

    const answered = await answer(id, 'p1');
    expect(answered.statusCode).toBe(200);
    expect(answered.body.data.memo).toMatchObject({ kind: 'answer', line_id: 'p1', author_role: 'admin' });
    expect(await markers(id)).toEqual({ d1: 1 });

    const marked = await markAnswered(admin.token, id, 'd1');
    expect(marked.body.data).toEqual({ message: LINE_QUESTION_MESSAGES.markedAnswered, answered: 1 });
    expect(await markers(id)).toEqual({});
    const again = await markAnswered(admin.token, id, 'd1');
    expect(again.statusCode).toBe(400);
    expect(again.body.data).toBe(LINE_QUESTION_MESSAGES.nothingOpen);

    // A new question on an answered line marks it again.
    await ask(customer.token, id, 'p1', 'And in XL?');
    expect(await markers(id)).toEqual({ p1: 1 });
  });

  it("keeps the question to the quote's customer and a line on the quote", async () => {
    const id = await completedQuote('Guarded tees');
    const foreign = await ask(other.token, id, 'p1');
    expect(foreign.statusCode).toBe(404);
    const staff = await ask(admin.token, id, 'p1');
    expect(staff.statusCode).toBe(403);
    expect(staff.body.data).toBe(LINE_QUESTION_MESSAGES.customerOnly);
    const gone = await ask(customer.token, id, 'no-such-line');
    expect(gone.statusCode).toBe(400);
    expect(gone.body.data).toBe(LINE_QUESTION_MESSAGES.lineGone);
    const empty = await ask(customer.token, id, 'p1', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.data).toContain(LINE_QUESTION_MESSAGES.questionRequired);
    expect(
      (
        await t.call('POST', `/api/quotes/answerline/${id}`, {
          token: customer.token,
          body: { line_id: 'p1', answer: 'Me' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await markAnswered(customer.token, id, 'p1')).statusCode).toBe(403);
    expect(await markers(id)).toEqual({});
    // The other customer cannot read the thread either.
    expect((await t.call('GET', `/api/quotes/getmemo/${id}`, { token: other.token })).statusCode).toBe(404);
  });
});
