import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { enqueueMail, mailDefinition } from '../mail/mail-channel.ts';
import { testDatabases } from '../test/databases.ts';
import type { OutboxChannel } from './channel.ts';
import { startOutboxWorker } from './worker.ts';

/**
 * A server that is stopping lets the delivery in hand finish and gives back the rest of its
 * claim at once, untried, so another process delivers them now rather than after the lease.
 */
describe.each(testDatabases())('a stopping outbox worker on $name', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
  });

  it('finishes the delivery in hand and hands the rest of its claim back, due now and untried', async () => {
    for (let n = 0; n < 3; n += 1)
      await enqueueMail(
        database.db,
        { to: `r${n}@example.com`, subject: `Hi ${n}`, text: 'Hi' },
        { kind: 'link-answer', linkId: n },
      );

    // The first delivery waits until the test says so: the stop arrives while it is in hand.
    let started!: () => void;
    const inHand = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: string[] = [];
    const slow: OutboxChannel = {
      name: 'mail',
      definition: mailDefinition as OutboxChannel['definition'],
      deliver: async (payload) => {
        started();
        await released;
        delivered.push((payload as { to: string }).to);
      },
    };

    const worker = startOutboxWorker(database.db, [slow], (error) => {
      throw error;
    });
    worker.kick();
    await inHand;
    const stopped = worker.stop();
    release();
    await stopped;

    expect(delivered).toEqual(['r0@example.com']);
    const rows = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
    const now = Date.now();
    for (const row of rows.slice(1)) expect(row.availableAt.getTime()).toBeLessThanOrEqual(now);
  });
});
