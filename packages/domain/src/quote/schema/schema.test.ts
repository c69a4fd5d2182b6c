import { describe, expect, it } from 'vitest';
import { editQuoteBody, quoteContentSchema, quoteRecord } from './index.ts';

const legacy = {
  0: {
    category_info: { name: 'Main' },
    items: [
      {
        id: 7,
        type: 'product',
        code: 'PS85',
        qty: '30',
        price: '12.00',
        cost: '6',
        checked: '1',
        position: { 'Breast Left': true, 'Back Upper': false },
        unexpected: 'dropped',
      },
      { type: 'decoration', code: 'Embroidery', position: { 'Breast Left': true }, qty: 'abc', price: '' },
      { id: 7, type: 'attention', product_id: 7, note: 'check sizes', checked: 0 },
    ],
    groups: [{ id: 'g1', name: 'Staff' }],
  },
};

describe('quote content schema', () => {
  it('loads an old document keyed by category index with numbers as text', () => {
    const content = quoteContentSchema.parse(JSON.stringify(legacy));
    const [category] = content.categories;
    expect(category?.category_info.name).toBe('Main');
    const [product, decoration, attention] = category?.items ?? [];
    expect(product).toMatchObject({ id: '7', qty: 30, price: 12, cost: 6, checked: true });
    expect(product && 'position' in product ? product.position : null).toEqual({ 'Breast Left': true });
    expect(product).not.toHaveProperty('unexpected');
    // Non-numeric counts as 0; empty stays unset so defaults apply.
    expect(decoration).toMatchObject({ qty: 0, price: null, position: 'Breast Left' });
    // Missing and repeated ids are replaced so every row can be addressed.
    expect(decoration?.id).toBe('r1');
    expect(attention?.id).toBe('r2');
    expect(attention).toMatchObject({ product_id: '7', checked: false });
    expect(category?.groups[0]?.group_options).toEqual({ customs: [], customfees: [] });
  });

  it('accepts a list of categories, our own shape and nothing at all', () => {
    expect(quoteContentSchema.parse([{ items: [] }]).categories).toHaveLength(1);
    expect(quoteContentSchema.parse({ categories: [] }).categories).toEqual([]);
    expect(quoteContentSchema.parse('').categories).toEqual([]);
  });

  it('refuses rows of an unknown type', () => {
    expect(quoteContentSchema.safeParse([{ items: [{ type: 'mystery' }] }]).success).toBe(false);
  });
});

describe('quote calls', () => {
  it('reads a multipart edit form', () => {
    const body = editQuoteBody.parse({
      content: JSON.stringify([{ items: [] }]),
      action: 'request_quote',
      version: '3',
      delivery_required: '0',
      price: '727.00',
    });
    expect(body).toMatchObject({ action: 'request_quote', version: 3, delivery_required: false, price: 727 });
  });
  it('reads a quote record', () => {
    const quote = quoteRecord.parse({ id: '5', revision: '2', content: '[]', ready: 1 });
    expect(quote).toMatchObject({ id: 5, revision: 2, ready: true });
  });
});
