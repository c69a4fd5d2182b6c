import type { QuoteContent } from '../schema/content.ts';
import { quoteContentSchema } from '../schema/content.ts';

/** A small document for the operation tests: two products in one group, one fee of their catalogue. */
export const sampleContent = (): QuoteContent =>
  quoteContentSchema.parse({
    categories: [
      {
        category_info: {},
        groups: [
          {
            id: 'g1',
            name: 'Staff',
            group_options: {
              customs: [],
              customfees: [
                { catalogue: 'PW', customfee_qty: 1, customfee_price: 0, customfee_cost: 10 },
                { catalogue: 'WS', customfee_qty: 1, customfee_price: 0, customfee_cost: 7.5 },
              ],
            },
          },
        ],
        items: [
          { id: 'r1', type: 'product', code: 'PW100', catalogue: 'PW', qty: 10, price: 12, cost: 6 },
          { id: 'r2', type: 'product', code: 'PW200', catalogue: 'PW', qty: 5, price: 20, cost: 9 },
          { id: 'r3', type: 'product', code: 'WS1', catalogue: 'WS', qty: 4, price: 8, cost: 3 },
        ],
      },
    ],
  });

export const items = (content: QuoteContent) => content.categories[0]?.items ?? [];
export const row = (content: QuoteContent, id: string) => items(content).find((r) => r.id === id);
export const decorations = (content: QuoteContent) => items(content).filter((r) => r.type === 'decoration');
