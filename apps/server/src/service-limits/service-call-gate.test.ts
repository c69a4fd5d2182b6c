import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { serviceCalls } from '../db/schema/index.ts';
import { RetryLaterError } from '../outbox/delivery-errors.ts';
import { testDatabases } from '../test/databases.ts';
import { startXeroPeer } from '../test/xero-peer.ts';
import { xeroClient } from '../xero/xero-client.ts';
import { serviceCallGate } from './service-call-gate.ts';

describe.each(testDatabases())('service limits counted in the database on $name', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(serviceCalls);
  });

  it('keeps two processes together within the calls at once', async () => {
    const limits = { perMinute: 100, atOnce: 3, callBudgetMs: 10_000 };
    // Two gates on one database, as two server processes each have their own.
    const gates = [serviceCallGate(database.db, 'svc', limits), serviceCallGate(database.db, 'svc', limits)];
    let atOnce = 0;
    let most = 0;
    const calls = Array.from({ length: 8 }, (_, n) =>
      gates[n % 2]?.(async () => {
        atOnce += 1;
        most = Math.max(most, atOnce);
        // Each call takes a moment, as a call to a service does.
        await new Promise((resolve) => setTimeout(resolve, 30));
        atOnce -= 1;
      }),
    );
    await Promise.all(calls);
    expect(most).toBeLessThanOrEqual(3);
    const rows = await database.db.select().from(serviceCalls);
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.finishedAt !== null)).toBe(true);
  });

  it("stops at the day's limit across processes and waits for its reset without a call", async () => {
    const limits = { perMinute: 100, atOnce: 5, perDay: 4, callBudgetMs: 10_000 };
    const [a, b] = [serviceCallGate(database.db, 'day', limits), serviceCallGate(database.db, 'day', limits)];
    let made = 0;
    const call = async () => {
      made += 1;
    };
    await a(call);
    await b(call);
    await a(call);
    await b(call);
    const refused = await b(call).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect((refused as RetryLaterError).spendsTry).toBe(false);
    // The oldest of the day's calls frees its place 24 hours after it was made.
    expect((refused as RetryLaterError).afterMs).toBeGreaterThan(23 * 60 * 60_000);
    expect(made).toBe(4);
  });

  it('makes one token request for thirty calls at once on a cold Xero client', async () => {
    const xero = await startXeroPeer();
    try {
      // A patient client: on a busy machine an in-process peer can be slow to answer, and a
      // timeout is not what this test is about.
      const client = xeroClient(database.db, { ...xero.settings, timeoutMs: 60_000 });
      const answers = await Promise.allSettled(
        Array.from({ length: 30 }, () => client.get('/api.xro/2.0/Invoices/none')),
      );
      // Every call reached Xero (a 404: no such invoice) after one sign-in.
      expect(answers.every((a) => a.status === 'rejected' && String(a.reason).includes('404'))).toBe(true);
      expect(xero.tokenRequests()).toBe(1);
      expect(xero.mostAtOnce()).toBeLessThanOrEqual(5);
    } finally {
      await xero.close();
    }
  });
});
