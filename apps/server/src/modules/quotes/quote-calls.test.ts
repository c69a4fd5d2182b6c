import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';
import { contactIdsOf, GOLDEN_PRICE, goldenContent } from '../../test/quote-fixtures.ts';

describe.each(testDatabases())('more quote calls on $name', (kind) => {
  const demo = useDemoApp(kind);
  let contact: number;

  beforeAll(async () => {
    [contact] = (await contactIdsOf(demo.app.database.db, demo.customer.user.id)) as [number];
  });

  it('gives the new-quote page its starting point without storing anything', async () => {
    const before = await demo.app.call<unknown[]>('GET', '/api/quotes/index', { token: demo.customer.token });
    const res = await demo.app.call<{
      valid_to: string;
      default_brand: string;
      content: { categories: unknown[] };
    }>('GET', '/api/quotes/add', { token: demo.customer.token });
    expect(res.body.data.default_brand).toBe('Embroidery');
    expect(res.body.data.valid_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.data.content.categories).toHaveLength(1);
    const after = await demo.app.call<unknown[]>('GET', '/api/quotes/index', { token: demo.customer.token });
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
    const res = await demo.app.call<{ id: number }>('POST', '/api/quotes/add', {
      token: demo.customer.token,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    const quote = await demo.app.call<{ quote: { status: string; price: number } }>(
      'GET',
      `/api/quotes/edit/${res.body.data.id}`,
      {
        token: demo.customer.token,
      },
    );
    expect(quote.body.data.quote).toMatchObject({ status: 'Requested', price: GOLDEN_PRICE.customer });
  });

  it("answers getquotebyid with the account's latest quote, for itself or staff only", async () => {
    const made = await demo.app.call<{ id: number }>('POST', '/api/quotes/add', {
      token: demo.customer.token,
      body: { content: goldenContent(), contact_user: String(contact), label: 'Latest one' },
    });
    const own = await demo.app.call<{ id: number; label: string }>(
      'GET',
      `/api/quotes/getquotebyid/${demo.customer.user.id}`,
      {
        token: demo.customer.token,
      },
    );
    expect(own.body.data).toMatchObject({ id: made.body.data.id, label: 'Latest one' });
    expect(JSON.stringify(own.body)).not.toContain('"cost"');
    const staff = await demo.app.call<{ id: number; cost: number }>(
      'GET',
      `/api/quotes/getquotebyid/${demo.customer.user.id}`,
      {
        token: demo.admin.token,
      },
    );
    expect(staff.body.data.cost).toBe(312.5);
    expect(
      (
        await demo.app.call('GET', `/api/quotes/getquotebyid/${demo.customer.user.id}`, {
          token: demo.customer2.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('moves a quote with setstatus for the role that may, through the same machine', async () => {
    const made = await demo.app.call<{ id: number; version: number }>('POST', '/api/quotes/add', {
      token: demo.customer.token,
      body: { content: goldenContent(), contact_user: String(contact) },
    });
    const id = made.body.data.id;
    type Moved = { status: string; version: number };
    const pending = await demo.app.call<Moved>('POST', `/api/quotes/setstatus/${id}`, {
      token: demo.customer.token,
      body: { status: 'Pending Quote', version: made.body.data.version },
    });
    expect(pending.body.data.status).toBe('Pending Quote');
    const completed = await demo.app.call<Moved>('POST', `/api/quotes/setstatus/${id}`, {
      token: demo.admin.token,
      body: { status: 'Completed Quote', version: pending.body.data.version },
    });
    expect(completed.body.data.status).toBe('Completed Quote');
    const declined = await demo.app.call<{ status: string; message: string }>(
      'POST',
      `/api/quotes/setstatus/${id}`,
      {
        token: demo.customer.token,
        body: { status: 'Declined Quote', version: completed.body.data.version, decline_reason: 'lead_time' },
      },
    );
    expect(declined.body.data).toMatchObject({
      status: 'Declined Quote',
      message: 'Your quote has been declined',
    });
    const unknown = await demo.app.call('POST', `/api/quotes/setstatus/${id}`, {
      token: demo.admin.token,
      body: { status: 'Shipped' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.data).toBe('The status "Shipped" cannot be set here.');
  });
});
