import type { MemoAddedAnswer, MemoLogAnswer } from '@portal/domain/memos';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMails, outbox } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { zoneResolver } from '../../test/dns-zone.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { PNG } from '../files/test-files.ts';
import { replyAddressOf } from './reply-address.ts';
import { type ReplyListener, startReplyListener } from './smtp-listener.ts';

const DOMAIN = 'replies.portal.test';
const SECRET = 'a-long-inbound-secret-for-the-tests-0123456789';

type Login = { token: string; user: { id: number; email: string } };

/** A raw MIME message, made by nodemailer's own composer, as a provider's webhook posts it. */
const rawMail = (options: ConstructorParameters<typeof MailComposer>[0]) =>
  new Promise<Buffer>((resolve, reject) =>
    new MailComposer(options).compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );

describe.each(testDatabases())('log mails and replies by e-mail on $name', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let listener: ReplyListener;
  let admin: Login;
  let customer: Login;
  let other: Login;
  let quoteId: number;
  let replyTo: string;
  const listenerErrors: unknown[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(kind, {
      smtpUrl: smtp.url,
      memoMailDelayMs: 0,
      // No DNS records: the senders' domains publish no DMARC, so no check leaves the machine.
      inbound: {
        domain: DOMAIN,
        secret: SECRET,
        smtpPort: 0,
        smtpHost: '127.0.0.1',
        dnsResolver: zoneResolver({}),
      },
    });
    ({ admin, customer, customer2: other } = await t.signInDemo());
    listener = await startReplyListener(t.app.ctx, { port: 0, host: '127.0.0.1' }, (error) => {
      listenerErrors.push(error);
    });
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    const made = await t.call<{ id: number }>('POST', '/api/quotes/add', {
      token: customer.token,
      body: { content: goldenContent(), label: 'Mailed polos', contact_user: String(contact) },
    });
    quoteId = made.body.data.id;
    replyTo = replyAddressOf({ clientId: customer.user.id, quoteId }, SECRET, DOMAIN);
  });
  afterAll(async () => {
    await listener?.close();
    await t?.close();
    await smtp?.close();
  });

  const note = (token: string, html: string) =>
    t.call<MemoAddedAnswer>('POST', `/api/quotes/addmemo/${quoteId}`, { token, body: { memo_note: html } });
  const thread = async () =>
    (await t.call<MemoLogAnswer>('GET', `/api/quotes/getmemo/${quoteId}`, { token: admin.token })).body.data
      .memos;
  const deliver = async () => {
    await t.app.ctx.outbox.drain();
    const mails = await Promise.all(smtp.mails.splice(0).map((mail) => simpleParser(mail.raw)));
    return mails;
  };

  it("tells staff of a customer's burst of notes in one mail, with the reply address", async () => {
    await note(customer.token, '<p>Can we have <strong>navy</strong>?</p>');
    await note(customer.token, '<p>And by Friday &amp; not later</p>');
    const [mail, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toContain('admin@example.com');
    expect(mail?.subject).toBe(`New message on Q${quoteId} Mailed polos`);
    expect(mail?.replyTo?.text).toBe(replyTo);
    expect(mail?.text).toContain(`http://portal.test/admin/requests/edit/${quoteId}`);
    expect(mail?.text).toContain('Can we have navy?');
    expect(mail?.text).toContain('And by Friday & not later');
    expect(mail?.text).not.toContain('<strong>');
    // Sent by the portal itself: auto-responders must not answer it (RFC 3834).
    expect(mail?.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('tells the customer when staff write, and starts a new mail once the last went', async () => {
    await note(admin.token, '<p>Navy it is.</p>');
    const [mail] = await deliver();
    expect(mail?.to).toMatchObject({ text: customer.user.email });
    expect(mail?.text).toContain(`http://portal.test/requests/edit/${quoteId}`);
    expect(mail?.text).toContain('Navy it is.');
  });

  it('puts a reply sent over SMTP into the log as its sender, history cut, file stored', async () => {
    const sender = nodemailer.createTransport({
      host: '127.0.0.1',
      port: listener.port,
      secure: false,
      ignoreTLS: true,
    });
    await sender.sendMail({
      from: customer.user.email,
      to: replyTo,
      subject: `Re: New message on Q${quoteId} Mailed polos`,
      text: `Thanks, <b>navy</b> is fine.\n\nOn Wed, 25 Nov 2026 at 15:04, Ironbark <portal@example.com> wrote:\n> Navy it is.`,
      attachments: [{ filename: 'po.png', content: PNG }],
    });
    const notes = await thread();
    const [text, file] = notes.slice(-2);
    expect(text).toMatchObject({
      source: 'email',
      author_role: 'customer',
      content: '<p>Thanks, &lt;b&gt;navy&lt;/b&gt; is fine.</p>',
    });
    expect(file).toMatchObject({ source: 'email', message_format: 'file', content: 'po.png' });
    // And staff hear of it like any note.
    const [mail] = await deliver();
    expect(mail?.text).toContain('Thanks, <b>navy</b> is fine.');
    await expect(
      sender.sendMail({
        from: customer.user.email,
        to: 'someone@elsewhere.test',
        subject: 'relay?',
        text: 'x',
      }),
    ).rejects.toThrow(/550/);
    expect(listenerErrors).toEqual([]);
  });

  it('takes a raw MIME reply on the endpoint with the secret only', async () => {
    const raw = await rawMail({
      from: admin.user.email,
      to: replyTo,
      subject: 'Re: log',
      text: 'Proof attached.',
    });
    const post = (secret: string, body: Buffer, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/inbound/mail${query}`,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'message/rfc822' },
        payload: body,
      });
    const before = (await thread()).length;
    expect((await post('wrong', raw)).statusCode).toBe(401);
    expect(await thread()).toHaveLength(before);
    const taken = await post(SECRET, raw);
    expect(taken.json()).toEqual({ status: 'success', data: { outcome: 'added', reason: '' } });
    const last = (await thread()).at(-1);
    expect(last).toMatchObject({ author_role: 'admin', source: 'email', content: '<p>Proof attached.</p>' });
    // The envelope recipient may come apart from the headers, as some providers send it.
    const bcc = await rawMail({
      from: admin.user.email,
      to: 'team@ironbark.test',
      subject: 'x',
      text: 'Via envelope.',
    });
    const viaQuery = await post(SECRET, bcc, `?to=${encodeURIComponent(replyTo)}`);
    expect(viaQuery.json().data.outcome).toBe('added');
  });

  it('adds nothing for a forged address or a sender who may not write there, and records why', async () => {
    const before = (await thread()).length;
    const queued = async () => (await t.database.db.select().from(outbox)).length;
    const queuedBefore = await queued();
    const forged = replyTo.replace(/\.[A-Za-z0-9_-]{22}@/, `.${'A'.repeat(22)}@`);
    const otherQuote = replyAddressOf(
      { clientId: customer.user.id, quoteId: quoteId + 1000 },
      'not-the-secret-000000000000000000',
      DOMAIN,
    );
    // Signed rightly, for a client whose account was deleted since.
    const goneClient = replyAddressOf({ clientId: 2_000_000, quoteId: null }, SECRET, DOMAIN);
    const cases = [
      { from: customer.user.email, to: forged },
      { from: customer.user.email, to: otherQuote },
      { from: admin.user.email, to: goneClient },
      { from: other.user.email, to: replyTo },
      { from: 'stranger@nowhere.test', to: replyTo },
    ];
    for (const { from, to } of cases) {
      const raw = await rawMail({ from, to, subject: 'Re', text: 'Let me in' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/inbound/mail',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
        payload: raw,
      });
      expect(res.json().data.outcome).toBe('refused');
    }
    expect(await thread()).toHaveLength(before);
    const refused = await t.database.db
      .select()
      .from(inboundMails)
      .where(eq(inboundMails.outcome, 'refused'));
    expect(refused.map((row) => row.reason)).toEqual([
      'No valid reply address among the recipients',
      'No valid reply address among the recipients',
      'The log this reply answers no longer exists',
      `${other.user.email} may not write to this log`,
      'The sender stranger@nowhere.test has no account',
    ]);
    expect(await queued()).toBe(queuedBefore);
    // Staff read the record; a customer may not.
    const listed = await t.call<{ outcome: string; reason: string; from: string }[]>(
      'GET',
      '/api/inbound/index',
      {
        token: admin.token,
      },
    );
    expect(listed.body.data[0]).toMatchObject({
      outcome: 'refused',
      from: 'stranger@nowhere.test',
      reason: 'The sender stranger@nowhere.test has no account',
    });
    expect((await t.call('GET', '/api/inbound/index', { token: customer.token })).statusCode).toBe(403);
  });
});
