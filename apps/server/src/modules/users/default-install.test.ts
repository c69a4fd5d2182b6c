import { MESSAGES } from '@portal/domain';
import type { ServiceStateEntry, StaffResetLinkAnswer } from '@portal/domain/account';
import { SMS_MESSAGES } from '@portal/domain/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * a portal with no mail server and no SMS provider (the default install) says
 * so, and staff can still let a customer back in with a one-time link.
 */
describe.each(testDatabases())('a default install tells the truth on $name', (kind) => {
  let t: TestApp;
  let admin: { token: string; user: { id: number } };
  let customer: { token: string; user: { id: number; email: string } };

  beforeAll(async () => {
    t = await startTestApp(kind, { authRateLimitPerMinute: 1000 });
    admin = await t.signIn('admin@example.com');
    customer = await t.signIn('customer@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('forgot password says mail is not set up, alike for any address, and makes no link', async () => {
    for (const email of ['customer@example.com', 'nobody@example.com']) {
      const res = await t.call('POST', '/api/users/forgetpassword', { body: { email } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toEqual({ status: 'error', data: MESSAGES.resetMailNotSetUp });
    }
    expect(await t.database.db.select().from(passwordResets)).toEqual([]);
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('lets staff make a customer a one-time reset link that works once', async () => {
    const made = await t.call<StaffResetLinkAnswer>('POST', `/api/users/resetlink/${customer.user.id}`, {
      token: admin.token,
      body: {},
    });
    expect(made.statusCode).toBe(200);
    expect(made.body.data.email).toBe(customer.user.email);
    const token = new URL(made.body.data.link).searchParams.get('token') ?? '';
    // A second link ends the first: only the last one handed over works.
    const second = await t.call<StaffResetLinkAnswer>('POST', `/api/users/resetlink/${customer.user.id}`, {
      token: admin.token,
      body: {},
    });
    const newer = new URL(second.body.data.link).searchParams.get('token') ?? '';
    const reset = (with_: string) =>
      t.call('POST', '/api/users/resetpassword', { body: { token: with_, password: 'a-new-password-26' } });
    expect((await reset(token)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await reset(newer)).statusCode).toBe(400);
    const signIn = await t.call('POST', '/api/users/login', {
      body: { email: customer.user.email, password: 'a-new-password-26' },
    });
    expect(signIn.statusCode).toBe(200);
    // Nothing was mailed or recorded: the link is shown once, to the staff member who made it.
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('makes links for customers only, and only staff make them', async () => {
    const forAdmin = await t.call('POST', `/api/users/resetlink/${admin.user.id}`, {
      token: admin.token,
      body: {},
    });
    expect(forAdmin.statusCode).toBe(404);
    const byCustomer = await t.call('POST', `/api/users/resetlink/${customer.user.id}`, {
      token: (await t.signIn('customer2@example.com')).token,
      body: {},
    });
    expect(byCustomer.statusCode).toBe(403);
  });

  it('says a text is recorded, not sent, and the Outbox page lists what is set up', async () => {
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    const quote = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.user.id}`, {
      token: admin.token,
      body: { content: goldenContent(), label: 'Default install', contact_user: String(contact) },
    });
    const sms = await t.call<string>('POST', `/api/quotes/sendsms/${quote.body.data.id}`, {
      token: admin.token,
      body: { telnum: '0412 345 678', note: 'Your quote' },
    });
    expect(sms.body).toEqual({ status: 'success', data: SMS_MESSAGES.recorded });
    const services = await t.call<ServiceStateEntry[]>('GET', '/api/services', { token: admin.token });
    expect(services.body.data.map((s) => [s.service, s.set_up])).toEqual([
      ['mail', false],
      ['sms', false],
      ['invoicing', false],
      ['jobs', false],
      ['replies', false],
    ]);
  });
});
