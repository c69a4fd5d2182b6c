import { describe, expect, it } from 'vitest';
import { customerEditRefusal } from '../quote/guards/customer-edit.ts';
import { removeProduct } from '../quote/ops/remove-product.ts';
import { type QuoteContent, quoteContentSchema } from '../quote/schema/content.ts';
import { redactContentForCustomer } from './redaction.ts';
import { restoreHiddenForCustomer } from './restore-hidden.ts';

const stored = (): QuoteContent =>
  quoteContentSchema.parse({
    categories: [
      {
        category_info: {},
        groups: [
          {
            id: 'g1',
            name: 'Crew',
            group_options: {
              customs: [
                {
                  custom_code: 'Art',
                  tasks: [{ task_name: 't', task_qty: 1, task_price: 20, task_cost: 5 }],
                },
              ],
              customfees: [{ catalogue: 'AS', customfee_qty: 1, customfee_price: 10, customfee_cost: 4 }],
            },
          },
        ],
        items: [
          {
            id: 'p1',
            type: 'product',
            group_id: 'g1',
            code: 'T',
            catalogue: 'AS',
            qty: 30,
            price: 12,
            cost: 6,
            need_attention: true,
          },
          { id: 'a1', type: 'attention', group_id: 'g1', product_id: 'p1', note: 'check', checked: false },
          {
            id: 'd1',
            type: 'decoration',
            group_id: 'g1',
            code: 'Embroidery',
            position: 'Breast Left',
            qty: 30,
            supplier: 'JS',
            emb_note: 'old tape',
            unit_cost: 3,
            discounts: [
              { setup_discount_enable: true, setup_discount_value: 10, setup_discount_cost: 5 },
              { setup_discount_enable: false, setup_discount_value: 3 },
            ],
          },
          {
            id: 'del',
            type: 'delivery',
            group_id: 'g1',
            delivery_qty: 1,
            delivery_price: 15,
            checked: false,
          },
        ],
      },
    ],
  });

/** What the customer's browser holds: the redacted view, parsed as the server parses a save. */
const customerView = (content: QuoteContent) => quoteContentSchema.parse(redactContentForCustomer(content));

describe('restoreHiddenForCustomer', () => {
  it('gives back exactly the stored document when the customer changed nothing', () => {
    const original = stored();
    const restored = restoreHiddenForCustomer(original, customerView(original));
    expect(JSON.stringify(restored)).toBe(JSON.stringify(original));
  });

  it("keeps the customer's real change and every hidden figure around it", () => {
    const original = stored();
    const view = customerView(original);
    const items = view.categories[0]?.items ?? [];
    const product = items.find((r) => r.id === 'p1');
    if (product?.type === 'product') product.note = 'navy please';
    const restored = restoreHiddenForCustomer(original, view);
    expect(customerEditRefusal(original, restored)).toBeNull();
    const rows = restored.categories[0]?.items ?? [];
    expect(rows.map((r) => r.id)).toEqual(['p1', 'a1', 'd1', 'del']);
    expect(rows[0]).toMatchObject({ note: 'navy please', cost: 6 });
    expect(rows[2]).toMatchObject({ supplier: 'JS', emb_note: 'old tape', unit_cost: 3 });
  });

  it('still lets a real change to a staff field be refused', () => {
    const original = stored();
    const view = customerView(original);
    const product = view.categories[0]?.items.find((r) => r.id === 'p1');
    if (product?.type === 'product') product.price = 1;
    expect(customerEditRefusal(original, restoreHiddenForCustomer(original, view))).toMatch(/Only staff/);
  });

  it('drops the hidden attention row and the orphaned fee with a removed product', () => {
    const original = stored();
    const restored = restoreHiddenForCustomer(original, removeProduct(customerView(original), 'p1'));
    const rows = restored.categories[0]?.items ?? [];
    expect(rows.some((r) => r.id === 'a1' || r.id === 'p1')).toBe(false);
    expect(restored.categories[0]?.groups[0]?.group_options.customfees).toEqual([]);
    expect(customerEditRefusal(original, restored)).toBeNull();
  });
});
