import { GARMENT_POSITIONS } from '@portal/domain/catalogue';
import { type QuoteContent, quoteContentSchema } from '@portal/domain/quote';

/** The big quote's size: 200 groups of a product and its 5 decorations, and 2 lines for the quote. */
export const BIG_QUOTE_LINES = 1202;

/**
 * benchmark quote: by default 200 products, each in its own group with 5 decorated positions
 * (1,000 decoration lines), plus a task, a catalogue fee and a discount per group, and
 * delivery and discount lines. `lines` (at least 3) makes a smaller or larger quote of the same
 * shape: whole groups of six lines, and a last group with fewer decorations where they do not divide.
 */
export function bigQuote(lines = BIG_QUOTE_LINES): QuoteContent {
  if (!Number.isInteger(lines) || lines < 3) throw new Error(`a quote of ${lines} lines: give 3 or more`);
  const codes = ['Embroidery', 'Screen Print 1C', 'Screen Print 2C', 'Digital Print', 'Vinyl Print'];
  const groups = [];
  const items: Record<string, unknown>[] = [];
  // Two lines are the quote's delivery and discount; the rest are groups of a product and up to 5 decorations.
  for (let g = 0, left = lines - 2; left > 0; g += 1, left -= 6) {
    const positions = GARMENT_POSITIONS.slice(0, Math.min(5, left - 1));
    const groupId = `g${g}`;
    groups.push({
      id: groupId,
      name: `Team ${g}`,
      group_options: {
        customs: [
          {
            custom_code: 'Artwork',
            tasks: [
              {
                task_name: 't1',
                task_label: 'Artwork',
                task_qty: 1,
                task_price: 25,
                task_cost: 10,
                task_checked: true,
              },
            ],
          },
        ],
        customfees: [{ catalogue: 'PW', customfee_qty: 1, customfee_price: 0, customfee_cost: 10 }],
        discount: { qty: 1, price: -5, cost: 0, description: 'Volume Order' },
      },
    });
    const qty = 10 + (g % 90);
    items.push({
      id: `p${g}`,
      type: 'product',
      group_id: groupId,
      code: `PW${1000 + g}`,
      description: 'Work shirt',
      catalogue: 'PW',
      qty,
      price: 24.5,
      cost: 11.2,
      position: Object.fromEntries(positions.map((p) => [p, true])),
    });
    for (const [i, position] of positions.entries()) {
      items.push({
        id: `d${g}-${i}`,
        type: 'decoration',
        group_id: groupId,
        code: codes[i],
        position,
        qty,
        setup_code: i % 2 ? 'Repeat Set Up' : 'New Set Up',
        setup_sc: 6000 + 500 * i,
        setup_emb: `design-${i}`,
        heat_qty: qty,
        packing_qty: qty,
        film_qty: 2,
        price: 6,
        unit_cost: 2,
      });
    }
  }
  items.push({
    id: 'del',
    type: 'delivery',
    group_id: 'g0',
    delivery_desc: 'Couriers Please',
    delivery_qty: 3,
    delivery_price: 18,
    delivery_unit_cost: 12,
    checked: true,
  });
  items.push({
    id: 'dis',
    type: 'discount',
    group_id: 'g0',
    discount_desc: 'Loyalty Program',
    discount_qty: 1,
    discount_price: -100,
    checked: true,
  });
  return quoteContentSchema.parse({ categories: [{ category_info: {}, groups, items }] });
}
