import { formatMoney } from '@portal/domain/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useDemoApp } from '../../../test/demo-app.ts';
import { pdfPages, pdftotext } from '../../../test/pdftotext.ts';
import { contactIdsOf, goldenContent, versionOf } from '../../../test/quote-fixtures.ts';

type Read = { quote: { id: number; label: string }; priced: { summary: { total: number; gst: number } } };

describe.each(testDatabases())('GET /quotes/quotepdf1/{id} on $name', (kind) => {
  const demo = useDemoApp(kind);

  /** Staff make a quote for the demo customer, with its primary contact and a label. */
  async function staffQuote(content: unknown, label: string): Promise<number> {
    const [contact] = await contactIdsOf(demo.app.database.db, demo.customer.user.id);
    const made = await demo.app.call<{ id: number }>(
      'POST',
      `/api/quotes/add?userid=${demo.customer.user.id}`,
      {
        token: demo.admin.token,
        body: { content, label, contact_user: String(contact) },
      },
    );
    if (made.statusCode !== 200) throw new Error(JSON.stringify(made.body));
    return made.body.data.id;
  }

  const download = (id: number, token?: string) =>
    demo.app.app.inject({
      method: 'GET',
      url: `/api/quotes/quotepdf1/${id}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("is a real PDF named by the quote's id, holding what the customer is shown", async () => {
    const id = await staffQuote(goldenContent(), 'Staff tees for the depot');
    const res = await download(id, demo.customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Q${id}-R1.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdftotext(res.rawPayload);
    const read = (await demo.app.call<Read>('GET', `/api/quotes/edit/${id}`, { token: demo.customer.token }))
      .body.data;
    for (const words of [
      `QUOTE Q${id}`,
      'Revision 1',
      'Staff tees for the depot',
      'Ironbark Workwear & Uniforms',
      'Staff tees',
      'AS5001 Staple Tee',
      'Screen Print 1C at Breast Left',
      'Setup New Set Up',
      'Order Summary',
      'Next Steps',
      'After approval we send an invoice',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(new RegExp(`GST\\s+\\${formatMoney(read.priced.summary.gst)}`));
    expect(text).toMatch(new RegExp(`Total\\s+\\${formatMoney(read.priced.summary.total)}`));
    expect(text).toMatch(/Valid until\s+\d\d\/\d\d\/\d{4}/);
    // The tee's colour × size grid: White in size L, 30.
    expect(text).toMatch(/Colour\s+L\n\s*White\s+30\n/);
    // The business's payment details and terms of trade (the demo's settings) close the document.
    expect(text).toContain('Payment within 14 days of invoice.');
    expect(text).toMatch(/063-000/);
    expect(text).toContain('Decorated garments are made to order and cannot be returned unless faulty.');
    const pages = await pdfPages(res.rawPayload);
    expect(text).toContain(`Page 1 of ${pages}`);
  });

  it('gives staff the same customer-facing document, and refuses anyone else', async () => {
    const id = await staffQuote(goldenContent(), 'Same for both');
    const staff = await pdftotext((await download(id, demo.admin.token)).rawPayload);
    const customer = await pdftotext((await download(id, demo.customer.token)).rawPayload);
    expect(staff).toBe(customer);
    const other = await download(id, demo.customer2.token);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/json/);
    expect((await download(id)).statusCode).toBe(401);
    expect((await download(99_999_999, demo.admin.token)).statusCode).toBe(404);
  });

  it('is kept per version: the same bytes again, a new PDF once the quote changes', async () => {
    const id = await staffQuote(goldenContent(), 'Before the change');
    const first = (await download(id, demo.customer.token)).rawPayload;
    const again = (await download(id, demo.customer.token)).rawPayload;
    expect(again.equals(first)).toBe(true);
    const saved = await demo.app.call('POST', `/api/quotes/edit/${id}`, {
      token: demo.admin.token,
      body: { label: 'After the change', version: await versionOf(demo.app.database.db, id) },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await pdftotext((await download(id, demo.customer.token)).rawPayload);
    expect(changed).toContain('After the change');
    expect(changed).not.toContain('Before the change');
  });

  it("is drawn afresh when what the document is made of changes, though the quote's version does not", async () => {
    const id = await staffQuote(goldenContent(), 'Renamed client');
    const db = demo.app.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.userId, demo.customer.user.id));
    if (!company) throw new Error('the demo customer has no company');
    const version = await versionOf(db, id);
    const before = await pdftotext((await download(id, demo.customer.token)).rawPayload);
    expect(before).toContain(company.company);
    try {
      await db.update(companies).set({ company: 'Renamed Pty Ltd' }).where(eq(companies.id, company.id));
      const after = await pdftotext((await download(id, demo.customer.token)).rawPayload);
      expect(await versionOf(db, id)).toBe(version);
      expect(after).toContain('Renamed Pty Ltd');
      expect(after).not.toContain(company.company);
    } finally {
      await db.update(companies).set({ company: company.company }).where(eq(companies.id, company.id));
    }
  });

  it('breaks a long quote across pages with the table head on each', async () => {
    const [group] = goldenContent().categories;
    const items = Array.from({ length: 120 }, (_, n) => ({
      id: `p${n}`,
      type: 'product',
      group_id: 'g1',
      code: `LINE${n}`,
      description: 'Staple Tee',
      colour: 'Navy',
      size: 'M',
      qty: 1,
      price: 10,
    }));
    const id = await staffQuote({ categories: [{ ...group, items }] }, 'A long one');
    const pdf = (await download(id, demo.customer.token)).rawPayload;
    const pages = await pdfPages(pdf);
    expect(pages).toBeGreaterThan(2);
    const text = await pdftotext(pdf);
    const heads = text.split('\n').filter((line) => /^\s*Item\s+Qty\s+Unit price\s+Amount\s*$/.test(line));
    expect(heads).toHaveLength(pages);
    expect(text).toContain('LINE0 Staple Tee');
    expect(text).toContain('LINE119 Staple Tee');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});
