import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSchema } from '../api/answer-schema.ts';
import { customerContentSchema, redactQuoteForCustomer } from './redaction.ts';

const fullQuote = () => ({
  id: 12,
  user_id: 3,
  label: 'Uniforms',
  revision: 2,
  status: 'Completed Quote',
  price: 727,
  gst: 72.7,
  approved_price: 700,
  discount: 20,
  cost: 312.5,
  margin_value: 414.5,
  margin_percent: 57.02,
  ready: 1,
  sent: 1,
  content: [
    {
      category_info: { name: 'Main' },
      items: [
        { id: 'p', type: 'product', qty: 30, price: 12, cost: 6, need_attention: true, note: 'navy please' },
        { id: 'a', type: 'attention', product_id: 'p', note: 'internal check', checked: false },
        {
          id: 'd',
          type: 'decoration',
          code: 'Embroidery',
          qty: 30,
          price: 8,
          unit_cost: 3,
          supplier: 'JS',
          emb_note: 'use the old tape',
          setup_notes: 'digitiser: Bob',
          setup_unit_cost: 45,
          film_unit_cost: 1,
          price_manual: true,
          discounts: [
            { setup_discount_enable: true, setup_discount_value: 10, setup_discount_cost: 5 },
            { setup_discount_enable: false, setup_discount_value: 50 },
          ],
        },
        {
          id: 'v',
          type: 'delivery',
          delivery_price: 20,
          delivery_unit_cost: 12,
          delivery_note: 'ours',
          checked: true,
        },
        { id: 'x', type: 'discount', discount_price: 99, discount_approvedby: 'Sam', checked: false },
      ],
      groups: [
        {
          id: 'g1',
          name: 'Staff',
          group_options: {
            cost_visible: true,
            customs: [
              {
                custom_code: 'T',
                tasks: [
                  { task_label: 'Pack', task_price: 5, task_cost: 1, task_note: 'x', task_checked: true },
                  { task_label: 'Hidden', task_price: 9, task_checked: false },
                ],
              },
            ],
            customfees: [
              { catalogue: 'PW', customfee_qty: 1, customfee_price: 0, customfee_cost: 10 },
              { catalogue: 'WS', customfee_qty: 0, customfee_cost: 7.5 },
            ],
            discount: { qty: 1, price: 0, cost: 3 },
          },
        },
      ],
    },
  ],
});

describe('redactQuoteForCustomer', () => {
  const view = redactQuoteForCustomer(fullQuote());
  const category = view.content.categories[0];
  it('drops admin-only columns', () => {
    expect(view).toMatchObject({ id: 12, label: 'Uniforms', price: 727, gst: 72.7 });
    for (const key of [
      'approved_price',
      'discount',
      'cost',
      'margin_value',
      'margin_percent',
      'ready',
      'sent',
    ])
      expect(view).not.toHaveProperty(key);
  });
  it('drops costs, supplier and admin notes from rows, keeping the customer’s own note', () => {
    const product = category?.items.find((r) => r.id === 'p');
    expect(product).toEqual({ id: 'p', type: 'product', qty: 30, price: 12, note: 'navy please' });
    const decoration = category?.items.find((r) => r.id === 'd');
    expect(decoration).toEqual({
      id: 'd',
      type: 'decoration',
      code: 'Embroidery',
      qty: 30,
      price: 8,
      discounts: [{ setup_discount_enable: true, setup_discount_value: 10 }],
    });
  });
  it('removes lines a customer must not see', () => {
    expect(category?.items.map((r) => r.id)).toEqual(['p', 'd', 'v']);
    const options = category?.groups[0]?.group_options;
    expect(options?.customs[0]?.tasks.map((t) => t.task_label)).toEqual(['Pack']);
    expect(options?.customfees.map((f) => f.catalogue)).toEqual(['PW']);
    expect(options?.discount).toBeNull();
    expect(options).not.toHaveProperty('cost_visible');
  });
});

/** Keys that must never reach a customer, at any depth. */
const FORBIDDEN =
  /cost|margin|supplier|approved|emb_note|setup_notes|task_note|discount_note|delivery_note|film_|heat_|packing_|manual|^ready$|^sent$/;
const forbiddenKeys = (value: unknown, path = ''): string[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenKeys(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(FORBIDDEN.test(k) ? [`${path}.${k}`] : []),
      ...forbiddenKeys(v, `${path}.${k}`),
    ]);
  return [];
};

describe('customer view property', () => {
  const money = fc.oneof(fc.double({ min: 0, max: 1e5, noNaN: true }), fc.constantFrom('12.50', '', 'abc'));
  const extra = fc.dictionary(
    fc.constantFrom(
      'cost',
      'unit_cost',
      'supplier',
      'margin',
      'secret_cost',
      'emb_note',
      'setup_unit_cost',
      'film_qty',
    ),
    money,
  );
  const row = fc
    .tuple(
      fc.constantFrom('product', 'decoration', 'delivery', 'discount', 'attention'),
      fc.boolean(),
      extra,
      money,
    )
    .map(([type, checked, more, price]) => ({ ...more, type, checked, price, qty: 1 }));
  const quote = fc.record({
    id: fc.integer({ min: 1, max: 1e6 }),
    cost: money,
    margin_percent: money,
    approved_price: money,
    content: fc.array(
      fc.record({
        items: fc.array(row, { maxLength: 8 }),
        groups: fc.array(
          fc.record({
            id: fc.constant('g'),
            group_options: fc.record({
              customs: fc.array(
                fc.record({ tasks: fc.array(fc.record({ task_cost: money, task_checked: fc.boolean() })) }),
                { maxLength: 2 },
              ),
              customfees: fc.array(fc.record({ customfee_cost: money, customfee_qty: money }), {
                maxLength: 2,
              }),
              discount: fc.record({ cost: money, qty: money, price: money }),
              cost_visible: fc.boolean(),
            }),
          }),
          { maxLength: 2 },
        ),
      }),
      { maxLength: 2 },
    ),
  });

  it('never holds a cost field, nor any other admin-only field', () => {
    fc.assert(
      fc.property(quote, (q) => {
        const view = redactQuoteForCustomer(q);
        expect(forbiddenKeys(view)).toEqual([]);
        for (const c of view.content.categories) {
          for (const r of c.items)
            if (r.type !== 'product' && r.type !== 'decoration') expect(r.checked).toBe(true);
          for (const g of c.groups)
            for (const custom of g.group_options.customs)
              expect(custom.tasks.every((t) => t.task_checked)).toBe(true);
        }
      }),
    );
  });
});

describe('the customer document as an answer', () => {
  // The OpenAPI description and the server's answer check read this shape (decisions/055).
  const described = JSON.stringify(z.toJSONSchema(answerSchema(customerContentSchema), { io: 'output' }));

  it('names no cost, supplier or staff field of any row or group', () => {
    for (const hidden of [
      'cost',
      'unit_cost',
      'setup_unit_cost',
      'delivery_unit_cost',
      'discount_unit_cost',
      'task_cost',
      'customfee_cost',
      'supplier',
      'cost_visible',
      'need_attention',
    ])
      expect(described).not.toContain(`"${hidden}"`);
  });

  it('names what a customer is shown', () => {
    for (const shown of ['qty', 'price', 'code', 'position', 'description'])
      expect(described).toContain(`"${shown}"`);
  });
});
