import { OUTBOX_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { smtpTransport } from '../../mail/transport.ts';
import { testDatabases } from '../../test/databases.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('the Outbox page calls on $name', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(kind, {}, { mailTransport: smtpTransport(smtp.url) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a failed mail again when an admin retries it, once', async () => {
    await t.call('POST', '/api/users/forgetpassword', { body: { email: 'customer@example.com' } });
    await t.app.ctx.outbox.drain();
    const [sent] = await t.database.db.select().from(outbox);
    expect(sent?.status).toBe('sent');
    // As if the mail server had refused it on every try.
    await t.database.db
      .update(outbox)
      .set({ status: 'failed', attempts: 8, lastError: 'connection refused' })
      .where(eq(outbox.id, sent?.id ?? 0));

    const admin = await t.signIn('admin@example.com');
    const listed = await t.call<{ id: number; status: string; attempts: number; last_error: string }[]>(
      'GET',
      '/api/outbox',
      { token: admin.token },
    );
    expect(listed.body.data[0]).toMatchObject({
      status: 'failed',
      attempts: 8,
      last_error: 'connection refused',
    });

    const customer = await t.signIn('customer@example.com');
    expect(
      (await t.call('POST', `/api/outbox/retry/${sent?.id}`, { token: customer.token })).statusCode,
    ).toBe(403);

    const retried = await t.call<string>('POST', `/api/outbox/retry/${sent?.id}`, { token: admin.token });
    expect(retried.body).toEqual({ status: 'success', data: OUTBOX_MESSAGES.retrying });
    await t.app.ctx.outbox.drain();
    const [again] = await t.database.db.select().from(outbox);
    expect(again).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.mails).toHaveLength(2);

    // A sent message is not sent twice, and an unknown one is refused in words.
    const twice = await t.call<string>('POST', `/api/outbox/retry/${sent?.id}`, { token: admin.token });
    expect(twice.statusCode).toBe(400);
    expect(twice.body.data).toBe(OUTBOX_MESSAGES.notFailed);
    expect((await t.call('POST', '/api/outbox/retry/999999', { token: admin.token })).statusCode).toBe(400);
    expect(smtp.mails).toHaveLength(2);
  });
});
