import {
  addDelivery,
  addDiscount,
  customerStartingCopy,
  type QuoteContent,
  updateRow,
} from '@portal/domain/quote';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';
import { contactIdsOf, GOLDEN_PRICE, goldenContent } from '../../test/quote-fixtures.ts';

type Loaded = { quote: { id: number; version: number; price: number; content: QuoteContent } };

const lastRowId = (content: QuoteContent) => content.categories[0]?.items.at(-1)?.id ?? '';

/**
 * Staff add a delivery and a discount line with the editor's own operations and show them to the
 * customer.
 */
const withStaffLines = (content: QuoteContent): QuoteContent => {
  const delivery = addDelivery(content, 'g1');
  const priced = updateRow(delivery, lastRowId(delivery), 'delivery', { delivery_price: 20, checked: true });
  const discount = addDiscount(priced, 'g1');
  return updateRow(discount, lastRowId(discount), 'discount', { discount_price: -10, checked: true });
};

describe.each(testDatabases())("a customer's repeat copy on $name", (kind) => {
  const demo = useDemoApp(kind);

  it('is accepted as a new quote once the staff-only lines are left out', async () => {
    const [contact] = await contactIdsOf(demo.app.database.db, demo.customer.user.id);
    const read = (token: string, id: number) =>
      demo.app.call<Loaded>('GET', `/api/quotes/edit/${id}`, { token });
    const addAsCustomer = (content: QuoteContent) =>
      demo.app.call<{ id: number }>('POST', '/api/quotes/add', {
        token: demo.customer.token,
        body: { content, contact_user: String(contact), label: 'Repeat tees' },
      });

    const made = await addAsCustomer(goldenContent() as QuoteContent);
    const id = made.body.data.id;
    const asStaff = (await read(demo.admin.token, id)).body.data.quote;
    const saved = await demo.app.call('POST', `/api/quotes/edit/${id}`, {
      token: demo.admin.token,
      body: { content: withStaffLines(asStaff.content), version: asStaff.version },
    });
    expect(saved.statusCode).toBe(200);

    // What the new-quote page repeats: the quote as the customer received it.
    const received = (await read(demo.customer.token, id)).body.data.quote.content;
    expect(received.categories[0]?.items.map((r) => r.type)).toEqual([
      'product',
      'decoration',
      'delivery',
      'discount',
    ]);

    const unstripped = await addAsCustomer(received);
    expect(unstripped.statusCode).toBe(403);
    expect(unstripped.body.data).toBe('Only staff can add delivery lines.');

    const copy = await addAsCustomer(customerStartingCopy(received));
    expect(copy.statusCode).toBe(200);
    const stored = (await read(demo.admin.token, copy.body.data.id)).body.data.quote;
    expect(stored.content.categories[0]?.items.map((r) => r.type)).toEqual(['product', 'decoration']);
    // Without the delivery and discount lines it is the customer's golden quote again: 30 tees,
    // print and the default setup (the setup code is staff's).
    expect(stored.price).toBe(GOLDEN_PRICE.customer);
  });
});
