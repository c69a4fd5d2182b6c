import { DECORATION_ROW_CODES, DECORATION_TYPES } from '../catalogue/decorations.ts';
import type { PricedLine } from '../pricing/types.ts';
import type { QuoteContent } from '../quote/schema/content.ts';
import { BREAKDOWN_NONE } from './groupings.ts';

export type BreakdownDimension = 'process' | 'catalogue';
export type BreakdownEntry = {
  dimension: BreakdownDimension;
  key: string;
  priceCents: number;
  costCents: number;
};

const KNOWN_PROCESSES = new Set<string>([...DECORATION_TYPES, ...DECORATION_ROW_CODES]);

/** A decoration row's process as reports name it: its type or row code, anything else 'Other'. */
const processOf = (code: string | null | undefined): string => {
  const c = (code ?? '').trim();
  if (c === '') return BREAKDOWN_NONE;
  return KNOWN_PROCESSES.has(c) ? c : 'Other';
};

const catalogueKeyOf = (key: string | null | undefined): string => (key ?? '').trim().toUpperCase();

/**
 * Splits an order's charged lines by decoration process and by supplier catalogue, in cents, so
 * each split adds up to the order's own total price ex GST and total cost (quote spec 9). A
 * decoration's setup, colour change and setup discounts belong to its process; a product row and
 * a catalogue fee to their catalogue; everything else (delivery, discounts, tasks, and the
 * garments in the process split) to `BREAKDOWN_NONE`. `lines` are an admin-view pricing's.
 */
export function orderBreakdownOf(content: QuoteContent, lines: readonly PricedLine[]): BreakdownEntry[] {
  const processByRow = new Map<string, string>();
  const catalogueByRow = new Map<string, string>();
  const catalogueByFee = new Map<string, string>();
  for (const category of content.categories) {
    for (const row of category.items) {
      if (row.type === 'decoration') processByRow.set(row.id, processOf(row.code));
      if (row.type === 'product') catalogueByRow.set(row.id, catalogueKeyOf(row.catalogue));
    }
    for (const group of category.groups)
      for (const [i, fee] of group.group_options.customfees.entries())
        catalogueByFee.set(`${group.id}:fee:${i}`, catalogueKeyOf(fee.catalogue));
  }
  const sums = new Map<string, BreakdownEntry>();
  const add = (dimension: BreakdownDimension, key: string, line: PricedLine) => {
    const id = `${dimension}\u0000${key}`;
    let entry = sums.get(id);
    if (!entry) {
      entry = { dimension, key, priceCents: 0, costCents: 0 };
      sums.set(id, entry);
    }
    entry.priceCents += line.amount;
    entry.costCents += line.cost ?? 0;
  };
  for (const line of lines) {
    if (!line.charged) continue;
    const rowId = line.rowId ?? '';
    add('process', processByRow.get(rowId) ?? BREAKDOWN_NONE, line);
    add('catalogue', catalogueByRow.get(rowId) ?? catalogueByFee.get(line.id) ?? BREAKDOWN_NONE, line);
  }
  return [...sums.values()];
}
