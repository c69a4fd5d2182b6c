import { redactContentForCustomer } from '../../redaction/redaction.ts';
import { type QuoteContent, quoteContentSchema } from '../schema/content.ts';
import { type SkuFigures, type SkuLookup, skuId } from './sku.ts';

/**
 * A quote as staff left it, with every kind of line a customer must not change: a hidden
 * attention note, a shown and a hidden delivery, a zero discount (hidden) and a real one, a
 * staff-set decoration with costs and notes, and group options with a fee, a task and a discount.
 */
export const staffQuote = (): QuoteContent =>
  quoteContentSchema.parse({
    categories: [
      {
        category_info: { name: 'Site crew' },
        groups: [
          {
            id: 'g1',
            name: 'Tees',
            group_options: {
              customs: [
                {
                  custom_code: 'Fold',
                  tasks: [{ task_name: 't', task_qty: 1, task_price: 5, task_cost: 2, task_checked: true }],
                },
              ],
              customfees: [{ catalogue: 'AS', customfee_qty: 1, customfee_price: 0, customfee_cost: 20 }],
              discount: { qty: 1, price: -10, cost: 0, description: 'Loyal' },
            },
          },
        ],
        items: [
          {
            id: 'p1',
            type: 'product',
            group_id: 'g1',
            code: 'AS5001',
            shortcode: 'AS5001',
            catalogue: 'AS',
            colour: 'White',
            size: 'L',
            qty: 30,
            price: 12,
            cost: 6,
            position: { 'Breast Left': true },
          },
          {
            id: 'p2',
            type: 'product',
            group_id: 'g1',
            code: 'AS5001',
            shortcode: 'AS5001',
            catalogue: 'AS',
            colour: 'Navy',
            size: 'M',
            qty: 10,
            price: 11,
            cost: 5.5,
            position: { 'Breast Left': true },
            need_attention: true,
          },
          {
            id: 'a1',
            type: 'attention',
            group_id: 'g1',
            product_id: 'p2',
            note: 'Check the navy stock',
            checked: false,
          },
          {
            id: 'd1',
            type: 'decoration',
            group_id: 'g1',
            code: 'Screen Print 1C',
            position: 'Breast Left',
            qty: 40,
            setup_code: 'New Set Up',
            setup_qty: 1,
            price: 7.9,
            unit_cost: 2,
            setup_price: 100,
            setup_unit_cost: 50,
            supplier: 'JS',
            emb_note: 'Navy ink',
            discounts: [
              {
                setup_discount_enable: true,
                setup_discount: 'Repeat',
                setup_discount_value: 20,
                setup_discount_cost: 5,
              },
              { setup_discount_enable: false, setup_discount: 'Hidden', setup_discount_value: 30 },
            ],
          },
          {
            id: 'v1',
            type: 'delivery',
            group_id: 'g1',
            delivery_desc: 'Courier',
            delivery_qty: 1,
            delivery_price: 15,
            delivery_unit_cost: 9,
            delivery_note: 'Leave at gate',
            checked: true,
          },
          {
            id: 'v2',
            type: 'delivery',
            group_id: 'g1',
            delivery_desc: 'Truck',
            delivery_qty: 1,
            delivery_price: 80,
            delivery_unit_cost: 60,
            checked: false,
          },
          {
            id: 'z1',
            type: 'discount',
            group_id: 'g1',
            discount_desc: 'Volume Order',
            discount_qty: 1,
            discount_price: 0,
            checked: true,
          },
          {
            id: 'z2',
            type: 'discount',
            group_id: 'g1',
            discount_desc: 'Loyalty Program',
            discount_qty: 1,
            discount_price: 20,
            discount_unit_cost: 0,
            discount_approvedby: 'Alex',
            checked: true,
          },
        ],
      },
    ],
  });

/** The catalogue now: the tee at 12.00/6.00 in two colours and four sizes, and a jacket. */
export const catalogueNow: SkuLookup = new Map<string, SkuFigures>([
  ...['White', 'Navy'].flatMap((colour) =>
    ['S', 'M', 'L', 'XL'].map((size): [string, SkuFigures] => [
      skuId({ catalogue: 'AS', shortcode: 'AS5001', colour, size }),
      { price: 12, cost: 6 },
    ]),
  ),
  [skuId({ catalogue: 'JB', shortcode: 'JB100', colour: 'Red', size: 'M' }), { price: 40, cost: 22 }],
]);

/** What the customer's editor holds: the redacted view, read back as a document. */
export const customerView = (content: QuoteContent): QuoteContent =>
  quoteContentSchema.parse(JSON.parse(JSON.stringify(redactContentForCustomer(content))));
