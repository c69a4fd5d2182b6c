import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { enqueueMail, mailChannel, mailDefinition } from '../mail/mail-channel.ts';
import { smtpTransport } from '../mail/transport.ts';
import { testDatabases } from '../test/databases.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { channelOf, type OutboxChannel } from './channel.ts';
import { deliverDue, PER_DESTINATION_PER_MINUTE } from './deliver-due.ts';
import { PermanentDeliveryError, RetryLaterError } from './delivery-errors.ts';
import { MAX_TRIES } from './retry-delay.ts';

const mail = (to: string, n: number) => ({ to, subject: `Hello ${n}`, text: 'Hi' });

/** A channel whose every delivery throws the given error (the outbox's side of a provider's answer). */
const failing = (error: () => Error): OutboxChannel =>
  channelOf(mailDefinition, async () => {
    throw error();
  });

describe.each(testDatabases())('the outbox on $name', (kind) => {
  let database: Database;
  const rows = () => database.db.select().from(outbox).orderBy(outbox.id);
  /** Makes every claimed row due again, as if its wait had passed. */
  const makeDue = () => database.db.update(outbox).set({ availableAt: new Date(0) });

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
  });

  it('sends each mail once through a real SMTP server, keyed against duplicates', async () => {
    const smtp = await startSmtpSink();
    const transport = smtpTransport(smtp.url);
    try {
      await enqueueMail(database.db, mail('Robin@Example.com', 1), { kind: 'link-answer', linkId: 1 });
      await enqueueMail(database.db, mail('robin@example.com', 1), { kind: 'link-answer', linkId: 1 });
      const channels = [mailChannel(transport, 'portal@example.com')];
      expect(await deliverDue(database.db, channels)).toBe(1);
      expect(await deliverDue(database.db, channels)).toBe(0);
      expect(smtp.mails).toHaveLength(1);
      expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1, destination: 'robin@example.com' }]);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('fails a mail at once when the mail server says the mailbox does not exist', async () => {
    const smtp = await startSmtpSink();
    const transport = smtpTransport(smtp.url);
    try {
      await enqueueMail(database.db, mail('nobody@refused.example.com', 1), {
        kind: 'link-answer',
        linkId: 90,
      });
      await deliverDue(database.db, [mailChannel(transport, 'portal@example.com')]);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.lastError).toContain('Mailbox unavailable');
      expect(smtp.mails).toHaveLength(0);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('waits as long as the provider asks (Retry-After), then tries again', async () => {
    await enqueueMail(database.db, mail('a@example.com', 1), { kind: 'link-answer', linkId: 2 });
    const before = Date.now();
    await deliverDue(database.db, [failing(() => new RetryLaterError('429 Too Many Requests', 30_000))]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '429 Too Many Requests' });
    expect(row?.availableAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
  });

  it('backs off after a failure and ends as failed after the last try', async () => {
    await enqueueMail(database.db, mail('b@example.com', 1), { kind: 'link-answer', linkId: 3 });
    const down = failing(() => new Error('connection refused'));
    await deliverDue(database.db, [down]);
    const [first] = await rows();
    expect(first?.status).toBe('pending');
    expect(first?.availableAt.getTime()).toBeGreaterThan(Date.now());
    for (let tries = 2; tries <= MAX_TRIES; tries += 1) {
      await makeDue();
      await deliverDue(database.db, [down]);
    }
    expect(await rows()).toMatchObject([
      { status: 'failed', attempts: MAX_TRIES, lastError: 'connection refused' },
    ]);
    await makeDue();
    expect(await deliverDue(database.db, [down])).toBe(0);
  });

  it('fails at once when trying again cannot help', async () => {
    await enqueueMail(database.db, mail('c@example.com', 1), { kind: 'link-answer', linkId: 4 });
    await deliverDue(database.db, [failing(() => new PermanentDeliveryError('No such number'))]);
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 1 }]);
  });

  it.each([1, 5])(
    'lets one destination have its share a minute and keeps the rest waiting, untried (%i at once)',
    async (concurrency) => {
      let delivered = 0;
      const counting = channelOf(
        mailDefinition,
        async () => {
          delivered += 1;
        },
        { concurrency },
      );
      const extra = 3;
      for (let n = 0; n < PER_DESTINATION_PER_MINUTE + extra; n += 1)
        await enqueueMail(database.db, mail('busy@example.com', n), { kind: 'link-answer', linkId: 100 + n });
      await enqueueMail(database.db, mail('quiet@example.com', 0), { kind: 'link-answer', linkId: 99 });
      await deliverDue(database.db, [counting]);
      expect(delivered).toBe(PER_DESTINATION_PER_MINUTE + 1);
      const waiting = await database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
      expect(waiting).toHaveLength(extra);
      expect(waiting.every((row) => row.attempts === 0 && row.availableAt.getTime() > Date.now())).toBe(true);
    },
  );

  it('sends mails side by side over pooled connections, as many as the provider allows, one address in turn', async () => {
    const smtp = await startSmtpSink({ holdAnswers: true });
    const transport = smtpTransport(smtp.url, { connections: 3, perSecond: 0 });
    try {
      const addresses = [
        'first@example.com',
        'first@example.com',
        'b@example.com',
        'c@example.com',
        'd@example.com',
      ];
      for (const [n, to] of addresses.entries())
        await enqueueMail(database.db, mail(to, n), { kind: 'link-answer', linkId: 200 + n });
      // Every answer is held: the mails on their way stay on their way.
      let onTheirWay = 0;
      const threeAtOnce = new Promise<void>((resolve) =>
        smtp.received.on('mail', () => {
          onTheirWay += 1;
          if (onTheirWay === 3) resolve();
        }),
      );
      const delivering = deliverDue(database.db, [mailChannel(transport, 'portal@example.com')]);
      await threeAtOnce;
      // Three connections, three mails: the others wait for one of them, and the second mail to
      // the first address waits for the first.
      expect(smtp.mails.map((each) => each.to[0]).sort()).toEqual([
        'b@example.com',
        'c@example.com',
        'first@example.com',
      ]);
      smtp.release();
      expect(await delivering).toBe(addresses.length);
      expect(smtp.mails.map((each) => each.to[0]).sort()).toEqual([...addresses].sort());
      expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('records a mail when no mail server is configured', async () => {
    await enqueueMail(database.db, mail('d@example.com', 1), { kind: 'link-answer', linkId: 5 });
    await deliverDue(database.db, [mailChannel(undefined, 'portal@example.com')]);
    expect(await rows()).toMatchObject([{ status: 'recorded' }]);
  });
});
