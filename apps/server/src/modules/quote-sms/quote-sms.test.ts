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
    t = await startTestApp(kind, { sms: provider.settings });
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
    expect(sent.body).toEqual({ status: 'success', data: SMS_MESSAGES.sent });
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
      ['0412 345 678', '   ', SMS_MESSAGES.noteRequired],
    ] as const) {
      const res = await send(telnum, note);
      expect(res.statusCode).toBe(400);
      expect(res.body.data).toContain(message);
    }
    expect(await texts()).toHaveLength(before);
  });

  it('is for staff only', async () => {
    expect((await send('0412 345 678', 'Hi', customer.token)).statusCode).toBe(403);
    expect(
      (await t.call('GET', `/api/quotes/smsdraft/${quoteId}`, { token: customer.token })).statusCode,
    ).toBe(403);
  });
});
