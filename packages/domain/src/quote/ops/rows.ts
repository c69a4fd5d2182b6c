import { toNumber } from '../../money/parse.ts';
import type { Category, QuoteContent } from '../schema/content.ts';
import type { DecorationRow, ProductRow, QuoteRow } from '../schema/rows.ts';

/** Shared helpers of the line operations. Every operation returns a new document. */

export type RowAt = { categoryIndex: number; index: number; row: QuoteRow };

export const findRow = (content: QuoteContent, rowId: string): RowAt | undefined => {
  for (const [categoryIndex, category] of content.categories.entries()) {
    const index = category.items.findIndex((r) => r.id === rowId);
    const row = category.items[index];
    if (row) return { categoryIndex, index, row };
  }
  return undefined;
};

export const updateCategory = (
  content: QuoteContent,
  categoryIndex: number,
  update: (category: Category) => Category,
): QuoteContent => ({
  ...content,
  categories: content.categories.map((c, i) => (i === categoryIndex ? update(c) : c)),
});

/**
 * The group a row belongs to. Rows without a group belong to the first group, so documents
 * saved before groups existed keep working.
 */
export const groupOf = (row: QuoteRow, category: Category): string =>
  row.group_id || category.groups[0]?.id || '';

export const isProduct = (row: QuoteRow): row is ProductRow => row.type === 'product';
export const isDecoration = (row: QuoteRow): row is DecorationRow => row.type === 'decoration';

export const hasPosition = (row: ProductRow, position: string): boolean => row.position?.[position] === true;

/** "Its quantity is the sum of quantities of product rows with that position" (spec 4), per group. */
export const positionQty = (category: Category, group: string, position: string): number =>
  category.items
    .filter((r) => isProduct(r) && groupOf(r, category) === group && hasPosition(r, position))
    .reduce((sum, r) => sum + toNumber(r.qty), 0);

export const positionInUse = (category: Category, group: string, position: string): boolean =>
  category.items.some((r) => isProduct(r) && groupOf(r, category) === group && hasPosition(r, position));

/**
 * Brings every decoration's quantity in line with its products: the sum of the quantities of its
 * group's products ticked at its position, always (quote spec 4). A decoration no product is
 * ticked at (one just added by hand, or moved to an unticked position) counts 0 until products
 * are ticked; the server removes it when the document is stored (decisions/110).
 */
export const syncDecorationQty = (category: Category, onlyGroup?: string): Category => {
  // One pass over the products gives every (group, position) total, so a 1,000-line quote is
  // not scanned once per decoration on each keystroke. Same sums as positionQty. A change to
  // one product's quantity touches only its group's decorations, so the caller may say which.
  const totals = positionTotals(category, onlyGroup);
  return {
    ...category,
    items: category.items.map((row) => {
      if (!isDecoration(row)) return row;
      const group = groupOf(row, category);
      if (onlyGroup !== undefined && group !== onlyGroup) return row;
      const qty = totals.get(`${group}\u0000${row.position ?? ''}`) ?? 0;
      return row.qty === qty ? row : { ...row, qty };
    }),
  };
};

/** Every (group, position) that products are ticked at, with the sum of their quantities. */
const positionTotals = (category: Category, onlyGroup?: string): Map<string, number> => {
  const totals = new Map<string, number>();
  for (const row of category.items) {
    if (!isProduct(row) || !row.position) continue;
    const group = groupOf(row, category);
    if (onlyGroup !== undefined && group !== onlyGroup) continue;
    for (const [position, on] of Object.entries(row.position)) {
      if (on !== true) continue;
      const key = `${group}\u0000${position}`;
      totals.set(key, (totals.get(key) ?? 0) + toNumber(row.qty));
    }
  }
  return totals;
};

/**
 * Removes every decoration that no product of its group is ticked at ("a decoration left with no
 * product goes"), so a stored quote never charges a decoration, or its setup, on no garments.
 */
export const dropDecorationsWithoutProducts = (category: Category): Category => {
  const totals = positionTotals(category);
  const items = category.items.filter(
    (row) => !isDecoration(row) || totals.has(`${groupOf(row, category)}\u0000${row.position ?? ''}`),
  );
  return items.length === category.items.length ? category : { ...category, items };
};

/**
 * Drops the decorations of the given positions in a group once no product uses them
 * ("Unticking the last position using a decoration removes it").
 */
export const dropUnusedDecorations = (
  category: Category,
  group: string,
  positions: readonly string[],
): Category => ({
  ...category,
  items: category.items.filter(
    (row) =>
      !isDecoration(row) ||
      groupOf(row, category) !== group ||
      !row.position ||
      !positions.includes(row.position) ||
      positionInUse(category, group, row.position),
  ),
});

/** A new row id, 'r' and a number above every existing one: pure and repeatable. */
export const nextRowId = (content: QuoteContent): string => {
  let max = 0;
  for (const category of content.categories)
    for (const row of category.items) {
      const match = /^r(\d+)$/.exec(row.id);
      if (match) max = Math.max(max, Number(match[1]));
    }
  return `r${max + 1}`;
};
