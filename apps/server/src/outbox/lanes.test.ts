import { once } from 'node:events';
import type { XeroInvoiceRequest } from '@portal/domain/handoff';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox, serviceCalls } from '../db/schema/index.ts';
import { enqueueMail, type MailKeyFacts, mailChannel, mailDefinition } from '../mail/mail-channel.ts';
import { DEFAULT_SMTP_LIMITS, type MailTransport, smtpTransport } from '../mail/transport.ts';
import { testDatabases } from '../test/databases.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { startXeroPeer } from '../test/xero-peer.ts';
import { enqueueInvoice, invoicesChannel } from '../xero/invoices-channel.ts';
import { xeroClient } from '../xero/xero-client.ts';
import { type OutboxWorker, startOutboxWorker } from './worker.ts';

/** A lease short enough for a test: the slow mail server below answers after more than two of them. */
const LEASE_MS = 1_000;
const ANSWER_AFTER_MS = 2_500;

const invoice = (number: string): XeroInvoiceRequest => ({
  Type: 'ACCREC',
  Contact: { Name: 'Acme Pty Ltd', EmailAddress: 'accounts@acme.example.com' },
  Date: '2026-11-26',
  DueDate: '2026-12-10',
  LineAmountTypes: 'Exclusive',
  InvoiceNumber: number,
  Reference: 'PO-1',
  Status: 'AUTHORISED',
  CurrencyCode: 'AUD',
  LineItems: [{ Description: 'Polo', Quantity: 2, UnitAmount: 20, TaxType: 'OUTPUT', AccountCode: '200' }],
});

/** Resolves when `done` holds, looking again at each turn of the event loop's timers. */
async function until(done: () => boolean | Promise<boolean>, limitMs = 20_000): Promise<void> {
  const gaveUpAt = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > gaveUpAt) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('the outbox lanes on $name', (kind) => {
  let database: Database;
  const workers: OutboxWorker[] = [];

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(serviceCalls);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  it('waits out a mail server slower than the lease once, while an invoice behind it goes at once', async () => {
    const smtp = await startSmtpSink({ answerAfterMs: ANSWER_AFTER_MS });
    const xero = await startXeroPeer();
    const transports: MailTransport[] = [];
    try {
      // Two server processes, each with its own mail transport and Xero client, on one database.
      for (let n = 0; n < 2; n += 1) {
        const transport = smtpTransport(smtp.url, DEFAULT_SMTP_LIMITS, {
          connectionMs: 5_000,
          greetingMs: 5_000,
          socketMs: 10_000,
          idleMs: 10_000,
        });
        transports.push(transport);
        const channels = [
          mailChannel(transport, 'portal@example.com'),
          invoicesChannel(database.db, xeroClient(database.db, xero.settings)),
        ];
        workers.push(startOutboxWorker(database.db, channels, () => {}, { leaseMs: LEASE_MS }));
      }
      await enqueueMail(database.db, { to: 'slow@example.com', subject: 'Slow', text: 'Hi' }, slow);
      const arrived = once(smtp.received, 'mail');
      for (const worker of workers) worker.kick();
      await arrived;

      // The mail server has the message and sits on its answer; an invoice is approved now.
      await enqueueInvoice(database.db, {
        quoteId: 1,
        invoice: invoice('Q1-R1'),
        to: 'Acme Pty Ltd',
        subject: 'Invoice Q1-R1',
        text: '1 line',
      });
      // Both processes keep looking for due work, as their polls would, all through the stall.
      const poking = setInterval(() => {
        for (const worker of workers) worker.kick();
      }, 100);
      try {
        await until(() => xero.emailed.length === 1);
        const [mail] = await database.db
          .select()
          .from(outbox)
          .where(eqKey(mailDefinition.keyOf(slow)));
        // The invoice went while the mail was still waiting for its answer: not behind it.
        expect(mail?.status).toBe('pending');
        expect(smtp.mails).toHaveLength(1);
        await until(async () => {
          const [row] = await database.db
            .select()
            .from(outbox)
            .where(eqKey(mailDefinition.keyOf(slow)));
          return row?.status === 'sent';
        });
      } finally {
        clearInterval(poking);
      }
      await Promise.all(workers.map((worker) => worker.drain()));
      expect(smtp.mails).toHaveLength(1);
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eqKey(mailDefinition.keyOf(slow)));
      expect(mail).toMatchObject({ status: 'sent', attempts: 1, claimToken: null });
      expect(xero.invoices).toHaveLength(1);
    } finally {
      for (const transport of transports) transport.close();
      await smtp.close();
      await xero.close();
    }
  });

  it('keeps one Message-ID across the tries of a mail', async () => {
    const smtp = await startSmtpSink({ refuseFirst: 1 });
    const transport = smtpTransport(smtp.url);
    try {
      const refused = once(smtp.received, 'refused');
      const worker = startOutboxWorker(database.db, [mailChannel(transport, 'portal@example.com')], () => {});
      workers.push(worker);
      await enqueueMail(
        database.db,
        { to: 'twice@example.com', subject: 'Twice', text: 'Hi' },
        {
          kind: 'link-answer',
          linkId: 2,
        },
      );
      await worker.drain();
      const [first] = (await refused) as [string];
      await database.db.update(outbox).set({ availableAt: new Date(0) });
      await worker.drain();
      expect(smtp.mails).toHaveLength(1);
      const idOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();
      expect(idOf(first)).toBe('<link-answer-2@example.com>');
      expect(idOf(smtp.mails[0]?.raw ?? '')).toBe(idOf(first));
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

const eqKey = (key: string) => eq(outbox.idempotencyKey, key);
/** The slow mail of the first test. */
const slow: MailKeyFacts = { kind: 'link-answer', linkId: 1 };
