import { createServer } from 'node:net';
import type { OutboxEntry } from '@portal/domain';
import { SMS_MESSAGES } from '@portal/domain/sms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';
import { startSmsProvider } from '../../test/sms-provider.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('Send Quote SMS on $name', (kind) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startSmsProvider>>;
  let admin: string;
  let customer: { token: string; user: { id: number } };
  let quoteId: number;

  beforeAll(async () => {
    provider = await startSmsProvider();
    // The portal listens on loopback so the provider can report back, as Twilio reports to PUBLIC_URL.
    const port = await freePort();
    t = await startTestApp(kind, { sms: provider.settings, publicUrl: `http://127.0.0.1:${port}` });
    await t.app.listen({ port, host: '127.0.0.1' });
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.user.id}`, {
      token: admin,
      body: { content: goldenContent(), label: 'Texted tees', contact_user: String(contact) },
    });
    if (made.statusCode !== 200) throw new Error(JSON.stringify(made.body));
    quoteId = made.body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const send = (telnum: string, note = 'Your quote is ready', token = admin) =>
    t.call<string>('POST', `/api/quotes/sendsms/${quoteId}`, { token, body: { telnum, note } });
  const texts = () => t.database.db.select().from(outbox).where(eq(outbox.channel, 'sms'));

  it('prefills the dialog with the quote link', async () => {
    const draft = await t.call<{ telnum: string; note: string }>('GET', `/api/quotes/smsdraft/${quoteId}`, {
      token: admin,
    });
    expect(draft.body.data.note).toContain(`Q${quoteId} Texted tees`);
    expect(draft.body.data.note).toContain(`${t.app.ctx.config.publicUrl}/requests/edit/${quoteId}`);
  });

  it('sends the text to the number written as E.164, through the provider, once', async () => {
    const sent = await send('0412 345 678');
    expect(sent.body).toEqual({ status: 'success', data: SMS_MESSAGES.queued });
    await send('0412 345 678');
    await t.app.ctx.outbox.drain();
    expect(provider.accepted).toEqual([
      { to: '+61412345678', from: 'Ironbark', body: 'Your quote is ready' },
    ]);
    expect(await texts()).toMatchObject([{ status: 'sent', destination: '+61412345678' }]);
    const log = await t.call<string>('GET', `/api/quotes/getlog/${quoteId}`, { token: admin });
    expect(log.body.data).toContain('sent a text (to +61412345678)');
  });

  it('sends nothing for an empty or impossible number, or an empty message, and says why', async () => {
    const before = (await texts()).length;
    for (const [telnum, note, message] of [
      ['', 'Hi', SMS_MESSAGES.numberRequired],
      ['0512 345 678', 'Hi', SMS_MESSAGES.numberInvalid],
      ['call me', 'Hi', SMS_MESSAGES.numberInvalid],
      // Landlines (02, 03, 07, 08) cannot take a text: refused before anything is queued.
      ['(03) 9587 4420', 'Hi', SMS_MESSAGES.landline],
      ['+61 2 9876 5432', 'Hi', SMS_MESSAGES.landline],
      ['07 3000 0000', 'Hi', SMS_MESSAGES.landline],
      ['0412 345 678', '   ', SMS_MESSAGES.noteRequired],
    ] as const) {
      const res = await send(telnum, note);
      expect(res.statusCode).toBe(400);
      expect(res.body.data).toContain(message);
    }
    expect(await texts()).toHaveLength(before);
  });

  const outboxPage = async () =>
    (await t.call<OutboxEntry[]>('GET', '/api/outbox', { token: admin })).body.data.filter(
      (entry) => entry.channel === 'sms',
    );

  it('shows on the Outbox page what the provider reports back: delivered, undelivered with its code', async () => {
    await send('0412 000 999', 'Will not arrive');
    await send('0412 111 222', 'Will arrive');
    await t.app.ctx.outbox.drain();
    await provider.reportsDone();
    expect(provider.statusCalls.every((call) => call.answer === 200)).toBe(true);
    const shown = await outboxPage();
    expect(shown.find((entry) => entry.to === '+61412000999')?.provider_status).toBe(
      'undelivered (error 30003)',
    );
    expect(shown.find((entry) => entry.to === '+61412111222')?.provider_status).toBe('delivered');
  });

  it('takes only reports signed with the auth token, and never moves a text back', async () => {
    const delivered = provider.statusCalls.find((call) => call.status === 'delivered');
    if (!delivered) throw new Error('no delivered report');
    const fields = { MessageSid: 'SM1', MessageStatus: 'failed', ErrorCode: '30008' };
    // Unsigned, or signed with another token: refused, nothing changes.
    const unsigned = await t.app.inject({
      method: 'POST',
      url: new URL(delivered.url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'AAAA' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    // A late 'sent' after 'delivered', signed as Twilio signs: taken, but the text stays delivered.
    await provider.report(delivered.url, { MessageSid: 'SM1', MessageStatus: 'sent' });
    expect((await outboxPage()).find((entry) => entry.to === '+61412111222')?.provider_status).toBe(
      'delivered',
    );
  });

  it('is for staff only', async () => {
    expect((await send('0412 345 678', 'Hi', customer.token)).statusCode).toBe(403);
    expect(
      (await t.call('GET', `/api/quotes/smsdraft/${quoteId}`, { token: customer.token })).statusCode,
    ).toBe(403);
  });
});

/** A port nothing listens on now, for the app to listen on. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
