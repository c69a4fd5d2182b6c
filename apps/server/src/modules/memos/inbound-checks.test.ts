import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dkimSign } from 'mailauth';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { zoneResolver } from '../../test/dns-zone.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { replyAddressOf } from './reply-address.ts';
import { type ReplyListener, startReplyListener } from './smtp-listener.ts';

const DOMAIN = 'replies.portal.test';
const SECRET = 'a-long-inbound-secret-for-the-tests-0123456789';
const CORPUS = new URL('./auto-replies/', import.meta.url);

/** A DKIM key of the customer's domain and one of a stranger's, as their mail servers hold them. */
const keyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    record: `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`,
  };
};
const customerKey = keyPair();
const strangerKey = keyPair();

/**
 * The customer's domain publishes SPF (its mail leaves from 127.0.0.1), a DKIM key and a DMARC
 * policy of reject; so does a stranger's domain, whose SPF also allows 127.0.0.1.
 */
const ZONE = {
  'example.com': { TXT: ['v=spf1 ip4:127.0.0.1 -all'] },
  'sel1._domainkey.example.com': { TXT: [customerKey.record] },
  '_dmarc.example.com': { TXT: ['v=DMARC1; p=reject'] },
  'stranger.example.net': { TXT: ['v=spf1 ip4:127.0.0.1 -all'] },
  'sel1._domainkey.stranger.example.net': { TXT: [strangerKey.record] },
  '_dmarc.stranger.example.net': { TXT: ['v=DMARC1; p=reject'] },
};

const compose = (options: ConstructorParameters<typeof MailComposer>[0]) =>
  new Promise<Buffer>((resolve, reject) =>
    new MailComposer(options).compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );

/** The message with a DKIM signature of `domain` on top, as the sender's server adds it. */
async function signed(raw: Buffer, domain: string, privateKey: string): Promise<Buffer> {
  // mailauth signs with `signatureData` (its README); its type names only the older flat form.
  const options = {
    canonicalization: 'relaxed/relaxed',
    algorithm: 'rsa-sha256',
    signatureData: [{ signingDomain: domain, selector: 'sel1', privateKey }],
  } as unknown as Parameters<typeof dkimSign>[1];
  const { signatures } = await dkimSign(raw, options);
  if (!signatures.trim()) throw new Error('the test message was not signed');
  return Buffer.concat([Buffer.from(signatures), raw]);
}

describe.each(testDatabases())(
  'mail to reply addresses: automatic answers and forged senders on $name',
  (kind) => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let listener: ReplyListener;
    let adminToken: string;
    let customer: { token: string; user: { id: number; email: string } };
    let quoteId: number;
    let replyTo: string;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      t = await startTestApp(kind, {
        smtpUrl: smtp.url,
        memoMailDelayMs: 0,
        inbound: {
          domain: DOMAIN,
          secret: SECRET,
          smtpPort: 0,
          smtpHost: '127.0.0.1',
          dnsResolver: zoneResolver(ZONE),
        },
      });
      const demo = await t.signInDemo();
      adminToken = demo.admin.token;
      customer = demo.customer;
      listener = await startReplyListener(t.app.ctx, { port: 0, host: '127.0.0.1' }, () => undefined);
      const [contact] = await contactIdsOf(t.database.db, customer.user.id);
      const made = await t.call<{ id: number }>('POST', '/api/quotes/add', {
        token: customer.token,
        body: { content: goldenContent(), label: 'Auto replies', contact_user: String(contact) },
      });
      quoteId = made.body.data.id;
      replyTo = replyAddressOf({ clientId: customer.user.id, quoteId }, SECRET, DOMAIN);
    });
    afterAll(async () => {
      await listener?.close();
      await t?.close();
      await smtp?.close();
    });

    const post = (raw: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inbound/mail',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
        payload: raw,
      });
    const notes = async () =>
      (await t.call<{ memos: unknown[] }>('GET', `/api/quotes/getmemo/${quoteId}`, { token: adminToken }))
        .body.data.memos.length;
    const inboundList = async () =>
      (
        await t.call<{ from: string; subject: string; outcome: string; reason: string }[]>(
          'GET',
          '/api/inbound/index',
          { token: adminToken },
        )
      ).body.data;
    /** Mail the portal sent since the last look, as the recipients' servers got it. */
    const mailedOn = async () => {
      await t.app.ctx.outbox.drain();
      return Promise.all(smtp.mails.splice(0).map((mail) => simpleParser(mail.raw)));
    };
    const humanReply = (text: string) =>
      compose({
        from: customer.user.email,
        to: replyTo,
        subject: `Re: New message on Q${quoteId} Auto replies`,
        text,
      });

    it('adds none of the corpus of out-of-office, list and bounce mails, mails none on, and shows each', async () => {
      const files = readdirSync(CORPUS).filter((name) => name.endsWith('.eml'));
      expect(files.length).toBeGreaterThanOrEqual(10);
      const before = await notes();
      for (const file of files) {
        const raw = readFileSync(new URL(file, CORPUS), 'utf8')
          .replaceAll('{{TO}}', replyTo)
          .replaceAll('{{FROM}}', customer.user.email)
          .replaceAll('{{QUOTE}}', String(quoteId));
        // Signed by the customer's domain, so only its being automatic keeps it out of the log.
        const res = await post(await signed(Buffer.from(raw), 'example.com', customerKey.privateKey));
        expect(res.statusCode, file).toBe(200);
        expect(res.json().data, file).toMatchObject({ outcome: 'automatic' });
      }
      expect((await notes()) - before).toBe(0);
      expect(await mailedOn()).toEqual([]);
      const shown = await inboundList();
      expect(shown.slice(0, files.length).every((mail) => mail.outcome === 'automatic')).toBe(true);
      expect(shown.map((mail) => mail.reason)).toContain('Automatic reply (Auto-Submitted: auto-replied)');
    });

    it("adds the customer's own signed reply, and the portal's mail about it says it is automatic", async () => {
      const raw = await signed(
        await humanReply('Navy is fine, thanks.'),
        'example.com',
        customerKey.privateKey,
      );
      const res = await post(raw);
      expect(res.json().data).toMatchObject({ outcome: 'added' });
      const [mail] = await mailedOn();
      expect(mail?.text).toContain('Navy is fine, thanks.');
      expect(mail?.headers.get('auto-submitted')).toBe('auto-generated');
    });

    it('refuses a From its domain does not vouch for: unsigned, or signed by a stranger, by webhook', async () => {
      const before = await notes();
      for (const raw of [
        await humanReply('Unsigned: anyone could have written this.'),
        await signed(
          await humanReply('Signed by someone else.'),
          'stranger.example.net',
          strangerKey.privateKey,
        ),
      ]) {
        const answer = (await post(raw)).json().data as { outcome: string; reason: string };
        expect(answer.outcome).toBe('refused');
        expect(answer.reason).toMatch(
          /does not vouch for customer@example\.com: SPF not checked .*DMARC fail \(policy reject\)/,
        );
      }
      expect((await notes()) - before).toBe(0);
      expect(await mailedOn()).toEqual([]);
    });

    it('over SMTP takes SPF from the connection: the domain’s own server is taken, a stranger’s is not', async () => {
      const send = (envelopeFrom: string, text: string) =>
        nodemailer
          .createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true })
          .sendMail({
            envelope: { from: envelopeFrom, to: replyTo },
            from: customer.user.email,
            to: replyTo,
            subject: 'Re: over SMTP',
            text,
          });
      const before = await notes();
      await send(customer.user.email, 'From our own server.');
      await send('bounce@stranger.example.net', 'Through a stranger.');
      expect((await notes()) - before).toBe(1);
      const [stranger, own] = await inboundList();
      expect(own).toMatchObject({ outcome: 'added' });
      expect(stranger).toMatchObject({ outcome: 'refused' });
      expect(stranger?.reason).toMatch(/SPF pass, DKIM none, DMARC fail/);
    });
  },
);
