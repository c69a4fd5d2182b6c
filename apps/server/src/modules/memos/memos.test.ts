import { MESSAGES } from '@portal/domain';
import { FILE_MESSAGES } from '@portal/domain/files';
import { MEMO_MESSAGES, type MemoAddedAnswer, type MemoLogAnswer, noteLineCount } from '@portal/domain/memos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memos, storedFiles } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { PNG } from '../files/test-files.ts';
import { fileForm, upload } from '../files/test-upload.ts';

type Login = { token: string; user: { id: number } };

describe.each(testDatabases())('the conversation log on $name', (kind) => {
  let t: TestApp;
  let admin: Login;
  let customer: Login;
  let other: Login;
  let quoteId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2: other } = await t.signInDemo());
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    const made = await t.call<{ id: number }>('POST', '/api/quotes/add', {
      token: customer.token,
      body: { content: goldenContent(), label: 'Logged polos', contact_user: String(contact) },
    });
    if (made.statusCode !== 200) throw new Error(JSON.stringify(made.body));
    quoteId = made.body.data.id;
  });
  afterAll(async () => t?.close());

  const addNote = (token: string, html: string, id = quoteId) =>
    t.call<MemoAddedAnswer>('POST', `/api/quotes/addmemo/${id}`, { token, body: { memo_note: html } });
  const log = (token: string, id = quoteId) =>
    t.call<MemoLogAnswer>('GET', `/api/quotes/getmemo/${id}`, { token });
  const quoteNote = async () => {
    const res = await t.call<{ quote: { memo_note: string } }>('GET', `/api/quotes/edit/${quoteId}`, {
      token: customer.token,
    });
    return res.body.data.quote.memo_note;
  };

  it('keeps a quote thread both sides write to, with memo_note one line per note', async () => {
    const first = await addNote(customer.token, '<p>Can the thread be <strong>navy</strong>?</p>');
    expect(first.statusCode).toBe(200);
    expect(first.body.data.message).toBe(MEMO_MESSAGES.added);
    expect(first.body.data.memo).toMatchObject({
      content: '<p>Can the thread be <strong>navy</strong>?</p>',
      message_format: 'html',
      author_role: 'customer',
      can_remove: true,
      source: 'portal',
    });
    const answer = await addNote(
      admin.token,
      '<p>Yes, <a href="https://example.com/navy">this navy</a>.</p>',
    );
    expect(answer.body.data.memo.author_role).toBe('admin');
    expect(answer.body.data.memo.content).toBe(
      '<p>Yes, <a href="https://example.com/navy" rel="noopener noreferrer" target="_blank">this navy</a>.</p>',
    );

    const seen = await log(customer.token);
    expect(seen.body.data.memos.map((memo) => memo.can_remove)).toEqual([true, false]);
    expect((await log(admin.token)).body.data.memos.map((memo) => memo.can_remove)).toEqual([true, true]);
    const note = await quoteNote();
    expect(note).toBe(seen.body.data.memo_note);
    expect(noteLineCount(note)).toBe(2);
    expect(note).toMatch(/: Can the thread be navy\?\n.*: Yes, this navy\.$/);
  });

  it('sanitises on write and refuses a note left empty', async () => {
    const res = await addNote(
      customer.token,
      '<p onclick="alert(1)">Hi<script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">x</a><svg><script>alert(1)</script></svg></p>',
    );
    expect(res.body.data.memo.content).toBe('<p>Hi<a>x</a></p>');
    for (const empty of [
      '',
      '   ',
      '<p><br></p>',
      '<script>alert(1)</script>',
      '<img src="https://evil.test/x.png">',
    ]) {
      const refused = await addNote(customer.token, empty);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.data).toBe(MEMO_MESSAGES.noteRequired);
    }
    const inline = `data:image/png;base64,${PNG.toString('base64')}`;
    const withImage = await addNote(customer.token, `<p><img src="${inline}" alt="logo"></p>`);
    expect(withImage.body.data.memo.content).toBe(`<p><img src="${inline}" alt="logo" /></p>`);
    // An inline "PNG" whose bytes are not a PNG is dropped, and the note with it.
    const fake = await addNote(customer.token, '<p><img src="data:image/png;base64,PHN2Zz4="></p>');
    expect(fake.statusCode).toBe(400);
  });

  it("answers 404 for another customer's quote and log, and changes nothing", async () => {
    const before = (await log(admin.token)).body.data.memos.length;
    expect((await log(other.token)).statusCode).toBe(404);
    expect((await addNote(other.token, '<p>hi</p>')).statusCode).toBe(404);
    const company = await t.call('GET', `/api/quotes/getcompanymemo/${customer.user.id}`, {
      token: other.token,
    });
    expect(company.statusCode).toBe(404);
    const written = await t.call('POST', '/api/quotes/addcompanymemo', {
      token: other.token,
      body: { memo_note: '<p>hi</p>', user_to: customer.user.id },
    });
    expect(written.statusCode).toBe(404);
    expect((await log(admin.token)).body.data.memos).toHaveLength(before);
  });

  it("lets a customer remove its own note but not staff's", async () => {
    const { memos: thread } = (await log(customer.token)).body.data;
    const staffNote = thread.find((memo) => memo.author_role === 'admin');
    const own = thread.find((memo) => memo.author_role === 'customer');
    if (!staffNote || !own) throw new Error('thread incomplete');
    const refused = await t.call('GET', `/api/quotes/removememo/${staffNote.id}`, { token: customer.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.data).toBe(MEMO_MESSAGES.notYours);
    expect((await t.call('GET', `/api/quotes/removememo/${own.id}`, { token: other.token })).statusCode).toBe(
      404,
    );
    const removed = await t.call('GET', `/api/quotes/removememo/${own.id}`, { token: customer.token });
    expect(removed.body).toEqual({ status: 'success', data: MEMO_MESSAGES.removed });
    const after = (await log(customer.token)).body.data;
    expect(after.memos.map((memo) => memo.id)).not.toContain(own.id);
    expect(after.memos.map((memo) => memo.id)).toContain(staffNote.id);
    expect(noteLineCount(await quoteNote())).toBe(after.memos.length);
  });

  it('takes files into the log, checked by content, downloadable only by those who read it', async () => {
    const form = fileForm('file', 'PO 118.png', PNG, { msg_type: 'quote', quote_id: String(quoteId) });
    const res = await upload<MemoAddedAnswer>(t, customer.token, '/api/quotes/uploadmemofile', form);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.message).toBe(MEMO_MESSAGES.fileAdded);
    const { memo } = res.body.data;
    expect(memo).toMatchObject({ message_format: 'file', content: 'PO 118.png', file: { type: 'png' } });
    expect(res.body.data.memo_note).toMatch(/: file PO 118\.png$/);
    const fileId = memo.file?.id as number;

    expect(memo.file?.url).toBe(`/api/quotes/getmemofile/?fileName=PO%20118.png&filePath=${fileId}`);
    const url = `/api/quotes/getmemofile/?fileName=x.html&filePath=${fileId}`;
    const byStaff = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.headers['content-type']).toBe('image/png');
    expect(byStaff.headers['x-content-type-options']).toBe('nosniff');
    expect(byStaff.headers['content-disposition']).toContain('PO 118.png');
    expect(byStaff.rawPayload.equals(PNG)).toBe(true);
    const byOther = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(byOther.statusCode).toBe(404);

    const html = fileForm('file', 'note.png', Buffer.from('<html><script>alert(1)</script></html>'), {
      msg_type: 'quote',
      quote_id: String(quoteId),
    });
    const refused = await upload(t, customer.token, '/api/quotes/uploadmemofile', html);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data).toBe(FILE_MESSAGES.memoTypes);

    const noQuote = await upload(
      t,
      customer.token,
      '/api/quotes/uploadmemofile',
      fileForm('file', 'a.png', PNG, { msg_type: 'quote' }),
    );
    expect(noQuote.statusCode).toBe(400);
    expect(noQuote.body.data).toBe(MEMO_MESSAGES.quoteEmpty);

    // Removing the file's note removes the file.
    await t.call('GET', `/api/quotes/removememo/${memo.id}`, { token: customer.token });
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    const gone = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps a client's own log apart from its quotes' logs", async () => {
    const byStaff = await t.call<MemoAddedAnswer>('POST', '/api/quotes/addcompanymemo', {
      token: admin.token,
      body: { memo_note: '<p>Welcome aboard</p>', user_to: customer.user.id },
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.body.data.memo_note).toBe('');
    const file = await upload<MemoAddedAnswer>(
      t,
      customer.token,
      '/api/quotes/uploadmemofile',
      fileForm('file', 'style.png', PNG),
    );
    expect(file.statusCode).toBe(200);
    const company = await t.call<MemoLogAnswer>('GET', `/api/quotes/getcompanymemo/${customer.user.id}`, {
      token: customer.token,
    });
    expect(company.body.data.memos.map((memo) => memo.content)).toEqual([
      '<p>Welcome aboard</p>',
      'style.png',
    ]);
    const quoteThread = (await log(admin.token)).body.data.memos.map((memo) => memo.content);
    expect(quoteThread).not.toContain('<p>Welcome aboard</p>');
    const adminAccount = await t.call('GET', `/api/quotes/getcompanymemo/${admin.user.id}`, {
      token: admin.token,
    });
    expect(adminAccount.statusCode).toBe(404);
    const unnamed = await upload(
      t,
      admin.token,
      '/api/quotes/uploadmemofile',
      fileForm('file', 'a.png', PNG),
    );
    expect(unnamed.statusCode).toBe(400);
  });

  it('answers 404 for a note that does not exist and 400 for a bad id', async () => {
    expect((await t.call('GET', '/api/quotes/removememo/999999', { token: admin.token })).body).toEqual({
      status: 'error',
      data: MESSAGES.notFound,
    });
    expect((await t.call('GET', '/api/quotes/getmemo/abc', { token: admin.token })).statusCode).toBe(400);
    expect(await t.database.db.select().from(memos).where(eq(memos.id, 999999))).toEqual([]);
  });
});
