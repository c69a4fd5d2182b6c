import type { PricedLine, PricedQuote } from '@portal/domain/pricing';
import {
  type AttentionRow,
  customerSees,
  type DecorationRow,
  type DeliveryRow,
  type DiscountRow,
  emptyGroupOptions,
  type Group,
  groupOf,
  type ProductRow,
  type QuoteContent,
} from '@portal/domain/quote';

/** The rows of one group, by section, in document order. */
export type GroupRows = {
  group: Group;
  /** A document without groups shows its rows under one unnamed group that cannot be renamed or deleted. */
  implicit: boolean;
  products: ProductRow[];
  decorations: DecorationRow[];
  attention: AttentionRow[];
  delivery: DeliveryRow[];
  discounts: DiscountRow[];
};

const IMPLICIT_GROUP: Group = { id: '', name: '', group_options: emptyGroupOptions() };

/**
 * Sorts the rows of the document's first category (the one the editor holds, accounts spec 3)
 * into their groups and sections. A customer is shown only the lines customerSees allows
 * (quote spec 5).
 */
export const groupRows = (content: QuoteContent, isAdmin: boolean): GroupRows[] => {
  const category = content.categories[0];
  if (!category) return [];
  const groups = category.groups.length > 0 ? category.groups : [IMPLICIT_GROUP];
  const byId = new Map<string, GroupRows>(
    groups.map((group) => [
      group.id,
      {
        group,
        implicit: category.groups.length === 0,
        products: [],
        decorations: [],
        attention: [],
        delivery: [],
        discounts: [],
      },
    ]),
  );
  const first = groups[0]?.id ?? '';
  for (const row of category.items) {
    const into = byId.get(groupOf(row, category)) ?? byId.get(first);
    if (!into) continue;
    if (row.type === 'product') into.products.push(row);
    else if (row.type === 'decoration') into.decorations.push(row);
    else if (!isAdmin && !customerSees.row(row)) continue;
    else if (row.type === 'attention') into.attention.push(row);
    else if (row.type === 'delivery') into.delivery.push(row);
    else into.discounts.push(row);
  }
  return [...byId.values()];
};

/** The engine's lines by row, and the group-level lines (fees, tasks, group discount) by group. */
export const linesIndex = (priced: PricedQuote) => {
  const byRow = new Map<string, PricedLine[]>();
  const byGroup = new Map<string, PricedLine[]>();
  for (const line of priced.lines) {
    const map = line.rowId ? byRow : byGroup;
    const key = line.rowId ?? line.groupId;
    const list = map.get(key);
    if (list) list.push(line);
    else map.set(key, [line]);
  }
  return { byRow, byGroup };
};
