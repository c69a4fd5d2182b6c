import { type PricedLine, type PriceTables, priceQuote } from '../pricing/index.ts';
import type { QuoteContent } from '../quote/index.ts';
import { withBreaksOf } from './breaks-of.ts';
import type { MovedPrice } from './calls.ts';
import { MOVE_REASONS, type MoveReason } from './messages.ts';

export type Priced = { content: QuoteContent; tables: PriceTables };

const STAFF = { role: 'admin' } as const;
const byId = (lines: readonly PricedLine[]) => new Map(lines.map((line) => [line.id, line]));

/** The line as staff know it, from its row in the document. */
function nameOf(content: QuoteContent, line: PricedLine): string {
  for (const category of content.categories)
    for (const row of category.items)
      if (row.id === line.rowId) {
        const words =
          row.type === 'product'
            ? [row.code, row.description, row.colour, row.size]
            : row.type === 'decoration'
              ? [row.code, row.description]
              : [(row as { description?: string }).description];
        const name = words.filter((word) => typeof word === 'string' && word.trim()).join(' ');
        return line.part === row.type || !name
          ? name || line.part
          : `${name} (${line.part.replace(/_/g, ' ')})`;
      }
  return line.part.replace(/_/g, ' ');
}

/**
 * Every unit price that moved between a quote as it was priced and the same quote priced today,
 * with why. A product line moves with its supplier's price. Any other line moves with the price
 * tables: when the old document priced with today's figures but the old quantity breaks gives the
 * old price, the figures did not move it, so the breaks did (quantity break); otherwise the
 * table's figures did (price table).
 */
export function movedPrices(before: Priced, after: Priced): MovedPrice[] {
  const old = byId(priceQuote(before.content, before.tables, STAFF).lines);
  const figuresOnly = byId(
    priceQuote(before.content, withBreaksOf(after.tables, before.tables), STAFF).lines,
  );
  const moved: MovedPrice[] = [];
  for (const line of priceQuote(after.content, after.tables, STAFF).lines) {
    const was = old.get(line.id);
    if (!was || was.unitPrice === line.unitPrice) continue;
    let reason: MoveReason;
    if (line.part === 'product') reason = 'supplier_price';
    else reason = figuresOnly.get(line.id)?.unitPrice === was.unitPrice ? 'quantity_break' : 'price_table';
    moved.push({
      line_id: line.id,
      name: nameOf(after.content, line),
      qty: line.qty,
      before: was.unitPrice,
      after: line.unitPrice,
      reason,
      reason_label: MOVE_REASONS[reason],
    });
  }
  return moved;
}
