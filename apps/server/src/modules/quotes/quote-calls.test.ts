import type { LoginAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('more quote calls on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  let other: LoginAnswer;
  let contact: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2: other } = await t.signInDemo());
    [contact] = (await contactIdsOf(t.database.db, customer.user.id)) as [number];
  });
  afterAll(() => t.close());

  it('gives the new-quote page its starting point without storing anything', async () => {
    const before = await t.call<unknown[]>('GET', '/api/quotes/index', { token: customer.token });
    const res = await t.call<{ valid_to: string; default_brand: string; content: { categories: unknown[] } }>(
      'GET',
      '/api/quotes/add',
      { token: customer.token },
    );
    expect(res.body.data.default_brand).toBe('Embroidery');
    expect(res.body.data.valid_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.data.content.categories).toHaveLength(1);
    const after = await t.call<unknown[]>('GET', '/api/quotes/index', { token: customer.token });
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it('accepts the multipart form with the document as JSON text', async () => {
    const boundary = '----quote';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = [
      field('content', JSON.stringify(goldenContent())),
      field('contact_user', String(contact)),
      field('label', 'From a form'),
      field('status', 'Requested'),
      `--${boundary}--\r\n`,
    ].join('');
    const res = await t.call<{ id: number }>('POST', '/api/quotes/add', {
      token: customer.token,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    const quote = await t.call<{ quote: { status: string; price: number } }>(
      'GET',
      `/api/quotes/edit/${res.body.data.id}`,
      {
        token: customer.token,
      },
    );
    expect(quote.body.data.quote).toMatchObject({ status: 'Requested', price: 727 });
  });

  it("answers getquotebyid with the account's latest quote, for itself or staff only", async () => {
    const made = await t.call<{ id: number }>('POST', '/api/quotes/add', {
      token: customer.token,
      body: { content: goldenContent(), contact_user: String(contact), label: 'Latest one' },
    });
    const own = await t.call<{ id: number; label: string }>(
      'GET',
      `/api/quotes/getquotebyid/${customer.user.id}`,
      {
        token: customer.token,
      },
    );
    expect(own.body.data).toMatchObject({ id: made.body.data.id, label: 'Latest one' });
    expect(JSON.stringify(own.body)).not.toContain('"cost"');
    const staff = await t.call<{ id: number; cost: number }>(
      'GET',
      `/api/quotes/getquotebyid/${customer.user.id}`,
      {
        token: admin.token,
      },
    );
    expect(staff.body.data.cost).toBe(312.5);
    expect(
      (await t.call('GET', `/api/quotes/getquotebyid/${customer.user.id}`, { token: other.token }))
        .statusCode,
    ).toBe(403);
  });

  it('moves a quote with setstatus for the role that may, through the same machine', async () => {
    const made = await t.call<{ id: number }>('POST', '/api/quotes/add', {
      token: customer.token,
      body: { content: goldenContent(), contact_user: String(contact) },
    });
    const id = made.body.data.id;
    const pending = await t.call<{ status: string }>('POST', `/api/quotes/setstatus/${id}`, {
      token: customer.token,
      body: { status: 'Pending Quote' },
    });
    expect(pending.body.data.status).toBe('Pending Quote');
    const completed = await t.call<{ status: string }>('POST', `/api/quotes/setstatus/${id}`, {
      token: admin.token,
      body: { status: 'Completed Quote' },
    });
    expect(completed.body.data.status).toBe('Completed Quote');
    const declined = await t.call<{ status: string; message: string }>(
      'POST',
      `/api/quotes/setstatus/${id}`,
      {
        token: customer.token,
        body: { status: 'Declined Quote' },
      },
    );
    expect(declined.body.data).toMatchObject({
      status: 'Declined Quote',
      message: 'Your quote has been declined',
    });
    const unknown = await t.call('POST', `/api/quotes/setstatus/${id}`, {
      token: admin.token,
      body: { status: 'Shipped' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.data).toBe('The status "Shipped" cannot be set here.');
  });
});
