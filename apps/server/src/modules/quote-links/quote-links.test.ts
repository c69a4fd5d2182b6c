import { EXPIRY_MESSAGES, QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, quoteLinks } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { pdftotext } from '../../test/pdftotext.ts';
import {
  completedQuoteFor,
  contactIdsOf,
  goldenContent,
  linkTokenIn,
  mailWithSubject as mailOf,
  versionOf,
} from '../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { LINKS_SHOWN } from './quote-email.ts';

type Status = { state: string; message: string; total: number; number: string; revision: number };
type QuoteAnswer = {
  quote: { status: string; order_status: string; sent: boolean; version: number; revision: number };
  priced: { summary: { total: number } };
};

describe.each(testDatabases())('Email Quote and the accept and reject links on $name', (kind) => {
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

  const read = async (id: number) =>
    (await t.call<QuoteAnswer>('GET', `/api/quotes/edit/${id}`, { token: admin })).body.data.quote;

  /** Staff make and complete a quote for the demo customer: it awaits the customer's answer. */
  const completedQuote = (label: string, validTo?: string) =>
    completedQuoteFor(t, admin, customer.user.id, label, validTo);

  const send = async (id: number, to: unknown = [customer.user.email], text = 'Here is your quote.') =>
    t.call<{ message: string; version: number }>('POST', `/api/quotes/sendemail/${id}`, {
      token: admin,
      body: { to, subject: `Q${id} test`, text, version: await versionOf(t.database.db, id) },
    });

  /** The mail the sink received with this subject, parsed as a mail program reads it. */
  const mailWithSubject = (subject: string) => mailOf(t, smtp, subject);

  const tokenIn = linkTokenIn;

  async function emailedToken(id: number): Promise<string> {
    const sent = await send(id);
    expect(sent.statusCode).toBe(200);
    return tokenIn((await mailWithSubject(`Q${id} test`)).text ?? '', 'accept');
  }

  const status = (token: string) => t.call<Status>('POST', '/api/quotes/fetchstatus', { body: { token } });
  const accept = (token: string, name = 'Casey Client') =>
    t.call<{ message: string; note: string }>('POST', '/api/quotes/accept', { body: { token, name } });
  const reject = (token: string, note = '', reason: Record<string, string> = { reason: 'price' }) =>
    t.call<{ message: string; note: string }>('POST', '/api/quotes/reject', {
      body: { token, note, ...reason },
    });
  const log = async (id: number) =>
    (await t.call<string>('GET', `/api/quotes/getlog/${id}`, { token: admin })).body.data;

  it('drafts the mail to the contact with the spec subject and the portal link', async () => {
    const id = await completedQuote('Depot tees');
    const draft = await t.call<{
      to: string[];
      subject: string;
      text: string;
      with_links: boolean;
      link: string;
    }>('GET', `/api/quotes/emaildraft/${id}`, { token: admin });
    expect(draft.body.data).toMatchObject({
      subject: `Q${id} Depot tees - R1`,
      with_links: true,
      link: `${t.app.ctx.config.publicUrl}/requests/edit/${id}`,
    });
    expect(draft.body.data.to).toHaveLength(1);
    expect(draft.body.data.text).toContain('returned it to you for approval');
    expect(draft.body.data.text).toContain(draft.body.data.link);
    expect((await t.call('GET', `/api/quotes/emaildraft/${id}`, { token: customer.token })).statusCode).toBe(
      403,
    );
  });

  it('sends the PDF and the links through the outbox, marks the quote Sent and hides the links from the Outbox page', async () => {
    const id = await completedQuote('Mailed tees');
    const before = await read(id);
    const sent = await send(id, [customer.user.email, 'buyer@example.com']);
    expect(sent.body.data).toEqual({ message: QUOTE_LINK_MESSAGES.emailSent, version: before.version + 1 });
    const mail = await mailWithSubject(`Q${id} test`);
    expect([mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address))).toEqual([
      customer.user.email,
      'buyer@example.com',
    ]);
    const token = tokenIn(mail.text ?? '', 'accept');
    expect(token).toHaveLength(43);
    expect(tokenIn(mail.text ?? '', 'reject')).toBe(token);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({
      filename: expect.stringMatching(new RegExp(`^Q${id}-R\\d+\\.pdf$`)),
      contentType: 'application/pdf',
    });
    expect(await pdftotext(pdf?.content as Buffer)).toContain(`QUOTE Q${id}`);
    const after = await read(id);
    expect(after).toMatchObject({ sent: true, status: 'Completed Quote', version: before.version + 1 });
    // Only the hash is stored; the Outbox page shows a note where the links were.
    const [stored] = await t.database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id));
    expect(stored?.tokenHash).not.toContain(token);
    const page = await t.call<{ subject: string; text: string }[]>('GET', '/api/outbox', { token: admin });
    const entry = page.body.data.find((m) => m.subject === `Q${id} test`);
    expect(entry?.text).toContain(LINKS_SHOWN);
    expect(JSON.stringify(page.body.data)).not.toContain(token);
    expect(await log(id)).toContain('emailed the quote (R1 to');
  });

  it('refuses bad recipients in words and sends nothing', async () => {
    const id = await completedQuote('Refused mail');
    const version = await versionOf(t.database.db, id);
    const queued = async () => (await t.database.db.select().from(outbox)).length;
    const count = await queued();
    for (const [to, message] of [
      [[], QUOTE_LINK_MESSAGES.recipientsRequired],
      ['not an address', QUOTE_LINK_MESSAGES.recipientInvalid('not')],
      [Array.from({ length: 11 }, (_, n) => `p${n}@example.com`), QUOTE_LINK_MESSAGES.tooManyRecipients],
    ] as const) {
      const res = await send(id, to);
      expect(res.statusCode).toBe(400);
      expect(res.body.data).toContain(message);
    }
    expect(await queued()).toBe(count);
    expect(await versionOf(t.database.db, id)).toBe(version);
  });

  it('refuses a send from an old version before drawing the PDF', async () => {
    const id = await completedQuote('Stale send');
    const version = await versionOf(t.database.db, id);
    const renderer = t.app.ctx.pdf.renderer;
    const render = renderer.render;
    let drawn = 0;
    renderer.render = (document, images) => {
      drawn += 1;
      return render(document, images);
    };
    try {
      const res = await t.call('POST', `/api/quotes/sendemail/${id}`, {
        token: admin,
        body: { to: ['late@example.com'], subject: 'Late', text: 'Late', version: version - 1 },
      });
      expect(res.statusCode).toBe(409);
      expect(drawn).toBe(0);
    } finally {
      renderer.render = render;
    }
  });

  it('sends no links with a quote that does not await an answer', async () => {
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.user.id}`, {
      token: admin,
      body: { content: goldenContent(), label: 'Pending one', contact_user: String(contact) },
    });
    const id = made.body.data.id;
    // The draft neither offers links nor speaks of an approval the mail does not carry.
    const draft = await t.call<{ text: string; with_links: boolean }>('GET', `/api/quotes/emaildraft/${id}`, {
      token: admin,
    });
    expect(draft.body.data.with_links).toBe(false);
    expect(draft.body.data.text).not.toContain('for approval');
    expect(draft.body.data.text).toContain(`Here is your quote Q${id} Pending one as it stands.`);
    expect((await send(id)).statusCode).toBe(200);
    const mail = await mailWithSubject(`Q${id} test`);
    expect(mail.text).not.toContain('/accept?token=');
    expect(mail.attachments).toHaveLength(1);
  });

  it('shows the quote to the link without changing it, records the view, and accepts once', async () => {
    const id = await completedQuote('Accepted tees');
    const token = await emailedToken(id);
    const shown = await status(token);
    const customerTotal = (
      await t.call<QuoteAnswer>('GET', `/api/quotes/edit/${id}`, { token: customer.token })
    ).body.data.priced.summary.total;
    expect(shown.body.data).toMatchObject({ state: 'open', message: '', number: `Q${id}`, revision: 1 });
    expect(shown.body.data.total).toBe(customerTotal);
    expect((await read(id)).order_status).toBe('');
    expect(await log(id)).toContain('Customer by link: opened the emailed link (R1 link');

    const unnamed = await accept(token, '  ');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body.data).toContain(QUOTE_LINK_MESSAGES.nameRequired);

    const accepted = await accept(token);
    expect(accepted.body.data).toEqual({
      message: QUOTE_LINK_MESSAGES.accepted,
      note: QUOTE_LINK_MESSAGES.acceptedNote,
    });
    expect(await read(id)).toMatchObject({ status: 'Completed Quote', order_status: 'Requested Order' });
    const [link] = await t.database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id));
    expect(link).toMatchObject({ answer: 'accepted', answeredName: 'Casey Client', revision: 1 });
    expect(link?.answeredIp).not.toBe('');
    expect(await log(id)).toContain('accepted the quote by link (by Casey Client, R1, from');
    const staff = await mailWithSubject(`Q${id} accepted by link`);
    expect(staff.text).toContain('Name typed: Casey Client');

    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.body.data).toBe(QUOTE_LINK_MESSAGES.usedAccepted);
    expect((await status(token)).body.data).toMatchObject({
      state: 'accepted',
      message: QUOTE_LINK_MESSAGES.usedAccepted,
    });
    expect((await reject(token)).statusCode).toBe(400);
  });

  it('rejects with the reason and tells staff', async () => {
    const id = await completedQuote('Rejected tees');
    const token = await emailedToken(id);
    const rejected = await reject(token, 'Too dear for us this year');
    expect(rejected.body.data).toEqual({ message: QUOTE_LINK_MESSAGES.rejected, note: '' });
    expect((await read(id)).status).toBe('Declined Quote');
    const staff = await mailWithSubject(`Q${id} rejected by link`);
    expect(staff.text).toContain('Reason: Price');
    expect(staff.text).toContain('Note: Too dear for us this year');
    expect((await status(token)).body.data.state).toBe('rejected');
  });

  it('offers nothing to answer on a link to an older revision, an ended link or an unknown token', async () => {
    const id = await completedQuote('Revised tees');
    const token = await emailedToken(id);
    // Staff complete it again: a new revision, so the R1 link no longer answers it.
    const revised = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: admin,
      body: { action: 'complete_quote', version: await versionOf(t.database.db, id) },
    });
    expect(revised.statusCode).toBe(200);
    expect((await status(token)).body.data).toMatchObject({
      state: 'changed',
      message: QUOTE_LINK_MESSAGES.changed,
    });
    const refused = await accept(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data).toBe(QUOTE_LINK_MESSAGES.changed);
    expect((await read(id)).order_status).toBe('');

    const ended = await completedQuote('Ended tees');
    const endedToken = await emailedToken(ended);
    await t.database.db
      .update(quoteLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quoteLinks.quoteId, ended));
    expect((await status(endedToken)).body.data.state).toBe('expired');
    // The refusal names the day the quote expired (completedQuote's valid-to).
    expect((await accept(endedToken)).body.data).toBe(EXPIRY_MESSAGES.expiredOn('2099-12-31'));

    const unknown = await status('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.data).toBe(QUOTE_LINK_MESSAGES.unknown);
    // The token must not travel on to another site as a referrer.
    expect(unknown.headers['referrer-policy']).toBe('no-referrer');
  });

  it('makes one transition and one staff mail of 100 concurrent accepts', async () => {
    const id = await completedQuote('Raced tees');
    const token = await emailedToken(id);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => accept(token, `Racer ${n}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(99);
    const [link] = await t.database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id));
    const staffMails = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `link-answer-${link?.id}`));
    expect(staffMails).toHaveLength(1);
    expect((await log(id)).match(/accepted the quote by link/g)).toHaveLength(1);
    expect((await read(id)).order_status).toBe('Requested Order');
  });
});

describe.each(testDatabases())('the link calls are rate limited per address on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { authRateLimitPerMinute: 3, authRateLimitPerHour: 100 });
  });
  afterAll(() => t?.close());

  it('answers 429 with Retry-After once an address has tried too many tokens', async () => {
    const codes: number[] = [];
    for (let n = 0; n < 4; n += 1)
      codes.push(
        (await t.call('POST', '/api/quotes/fetchstatus', { body: { token: `guess-${n}` } })).statusCode,
      );
    expect(codes).toEqual([404, 404, 404, 429]);
    const limited = await t.call('POST', '/api/quotes/accept', { body: { token: 'guess', name: 'X' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
