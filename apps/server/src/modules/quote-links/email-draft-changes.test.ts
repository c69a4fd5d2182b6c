import type { RevisionChanges } from '@portal/domain/revisions';
import { changeSentence } from '@portal/domain/revisions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Draft = {
  subject: string;
  text: string;
  link: string;
  changes: RevisionChanges | null;
  previous_revision: number | null;
};

describe.each(testDatabases())('the Email Quote draft says what a new revision changed, on $name', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: string;
  let customer: { token: string; user: { id: number; email: string } };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(kind, { smtpUrl: smtp.url });
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const completedQuote = (label: string) => completedQuoteFor(t, admin, customer.user.id, label);

  const draftOf = async (id: number) => {
    const answer = await t.call<Draft>('GET', `/api/quotes/emaildraft/${id}`, { token: admin });
    expect(answer.statusCode).toBe(200);
    return answer.body.data;
  };

  const send = async (id: number, text: string) =>
    t.call('POST', `/api/quotes/sendemail/${id}`, {
      token: admin,
      body: {
        to: [customer.user.email],
        subject: `Q${id}`,
        text,
        version: await versionOf(t.database.db, id),
      },
    });

  it('adds nothing on a first send, nor when nothing the customer sees changed since', async () => {
    const id = await completedQuote('First send tees');
    const first = await draftOf(id);
    expect(first.changes).toBeNull();
    expect(first.previous_revision).toBeNull();
    expect(first.text).toContain('returned it to you for approval');
    expect(first.text.startsWith('Hi')).toBe(true);

    expect((await send(id, first.text)).statusCode).toBe(200);
    const again = await draftOf(id);
    expect(again.changes).toBeNull();
    expect(again.previous_revision).toBe(1);
    expect(again.text).toBe(first.text);
  });

  it('after a send and a staff change, begins the text with the sentence and carries the comparison', async () => {
    const id = await completedQuote('Changed tees');
    const first = await draftOf(id);
    expect((await send(id, first.text)).statusCode).toBe(200);
    const saved = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: admin,
      body: { content: goldenContent(40), version: await versionOf(t.database.db, id) },
    });
    expect(saved.statusCode).toBe(200);

    const draft = await draftOf(id);
    expect(draft.previous_revision).toBe(1);
    expect(draft.subject).toContain('- R2');
    expect(draft.changes).not.toBeNull();
    const changes = draft.changes as RevisionChanges;
    expect(changes.lines.some((line) => line.kind !== 'unchanged')).toBe(true);
    expect(changes.totals.after.incGst).not.toBe(changes.totals.before.incGst);
    const sentence = changeSentence(changes);
    expect(sentence).toMatch(/^\d+ lines? changed.*, total [+-]\$[\d,.]+ inc GST$/);
    expect(draft.text.startsWith(`${sentence}\n\n`)).toBe(true);
    // Above the link: the sentence comes first, the link after it.
    expect(draft.text.indexOf(draft.link)).toBeGreaterThan(sentence.length);

    // Once R2 is sent, the next draft compares against it: nothing to say.
    expect((await send(id, draft.text)).statusCode).toBe(200);
    const after = await draftOf(id);
    expect(after.previous_revision).toBe(2);
    expect(after.changes).toBeNull();
    expect(after.text.startsWith(sentence)).toBe(false);
  });

  it('is refused to a customer', async () => {
    const id = await completedQuote('Staff only tees');
    const answer = await t.call('GET', `/api/quotes/emaildraft/${id}`, { token: customer.token });
    expect(answer.statusCode).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain('incGst');
  });
});
