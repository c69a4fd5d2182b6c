import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { deliverDue } from '../outbox/deliver-due.ts';
import { testDatabases } from '../test/databases.ts';
import { startSmsProvider } from '../test/sms-provider.ts';
import { enqueueSms, smsChannel } from './sms-channel.ts';

describe.each(testDatabases())('texts through the outbox to the SMS provider on $name', (kind) => {
  let database: Database;
  let provider: Awaited<ReturnType<typeof startSmsProvider>>;
  const rows = () => database.db.select().from(outbox).orderBy(outbox.id);
  const makeDue = () => database.db.update(outbox).set({ availableAt: new Date(0) });

  beforeAll(async () => {
    database = await kind.open();
    provider = await startSmsProvider();
  });
  afterAll(async () => {
    await provider?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    provider.accepted.length = 0;
    provider.requests.length = 0;
  });

  it('waits as a 429 says, retries a 500, and delivers the text exactly once', async () => {
    const channels = [smsChannel(provider.settings)];
    await enqueueSms(
      database.db,
      { to: '+61412345678', body: 'Your quote is ready' },
      { kind: 'reminder', reminderId: 1 },
    );
    await enqueueSms(
      database.db,
      { to: '+61412345678', body: 'Your quote is ready' },
      { kind: 'reminder', reminderId: 1 },
    );
    provider.script.push({ status: 429, retryAfter: '120' }, { status: 500 });

    const asked = Date.now();
    await deliverDue(database.db, channels);
    const [waiting] = await rows();
    // The provider's own rate is no fault of the text: the wait spends none of its tries.
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect(waiting?.lastError).toContain('429');
    // Not before the provider's two minutes.
    expect((waiting?.availableAt.getTime() ?? 0) - asked).toBeGreaterThanOrEqual(119_000);
    expect(await deliverDue(database.db, channels)).toBe(0);

    await makeDue();
    await deliverDue(database.db, channels);
    const [afterError] = await rows();
    expect(afterError).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterError?.lastError).toContain('500');

    await makeDue();
    await deliverDue(database.db, channels);
    await makeDue();
    await deliverDue(database.db, channels);
    expect(provider.requests).toHaveLength(3);
    expect(provider.accepted).toEqual([
      { to: '+61412345678', from: 'Ironbark', body: 'Your quote is ready' },
    ]);
    expect(await rows()).toMatchObject([
      { channel: 'sms', status: 'sent', attempts: 2, destination: '+61412345678' },
    ]);
  });

  it('fails at once a number the provider refuses, or wrong credentials', async () => {
    await enqueueSms(database.db, { to: '+61400000000', body: 'Hello' }, { kind: 'reminder', reminderId: 2 });
    await deliverDue(database.db, [smsChannel(provider.settings)]);
    const [refused] = await rows();
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused?.lastError).toContain('21211');

    await database.db.delete(outbox);
    await enqueueSms(database.db, { to: '+61412345678', body: 'Hello' }, { kind: 'reminder', reminderId: 3 });
    await deliverDue(database.db, [smsChannel({ ...provider.settings, authToken: 'wrong' })]);
    const [unauthorised] = await rows();
    expect(unauthorised).toMatchObject({ status: 'failed' });
    expect(unauthorised?.lastError).toContain('401');
    expect(provider.accepted).toHaveLength(0);
  });

  it('records a text for the Outbox page when no provider is configured', async () => {
    await enqueueSms(
      database.db,
      { to: '+61412345678', body: 'Recorded only' },
      { kind: 'reminder', reminderId: 4 },
    );
    await deliverDue(database.db, [smsChannel(undefined)]);
    const [recorded] = await rows();
    expect(recorded?.status).not.toBe('pending');
    expect(recorded?.status).not.toBe('failed');
    expect(provider.requests).toHaveLength(0);
  });

  it('does not send again a text the provider took from a try whose answer was lost', async () => {
    const channels = [smsChannel(provider.settings)];
    await enqueueSms(
      database.db,
      { to: '+61412345670', body: 'Your order is packed' },
      { kind: 'reminder', reminderId: 5 },
    );
    await deliverDue(database.db, channels);
    expect(provider.accepted).toHaveLength(1);
    // As if the process was killed between the provider's 201 and recording it: the row is
    // still pending, its claim over, with what the first try kept.
    await database.db.update(outbox).set({ status: 'pending', deliveredAt: null, availableAt: new Date(0) });

    await deliverDue(database.db, channels);
    expect(provider.accepted).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent' }]);
  });

  it('sends on a later try when the provider never took the first', async () => {
    const channels = [smsChannel(provider.settings)];
    await enqueueSms(
      database.db,
      { to: '+61412345671', body: 'Proof ready' },
      { kind: 'reminder', reminderId: 6 },
    );
    provider.script.push({ status: 500 });
    await deliverDue(database.db, channels);
    expect(provider.accepted).toHaveLength(0);

    await makeDue();
    await deliverDue(database.db, channels);
    expect(provider.accepted).toEqual([{ to: '+61412345671', from: 'Ironbark', body: 'Proof ready' }]);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });
});
