import { DEFAULT_DECORATION_TYPE } from '../../catalogue/decorations.ts';
import type { Category, QuoteContent } from '../schema/content.ts';
import type { QuoteRow } from '../schema/rows.ts';
import { dropUnusedDecorations, findRow, groupOf, syncDecorationQty, updateCategory } from './rows.ts';
import { togglePosition } from './toggle-position.ts';

/** Where a dragged row lands: a group, and the row it goes before (none: the end of the group). */
export type RowTarget = { groupId: string; beforeRowId?: string | null };

/** Rows travel with the attention rows linked to them, so a note stays below its product. */
const travelling = (category: Category, row: QuoteRow): QuoteRow[] =>
  row.type === 'product'
    ? category.items.filter((r) => r.id === row.id || (r.type === 'attention' && r.product_id === row.id))
    : [row];

const insertAt = (category: Category, moved: QuoteRow[], target: RowTarget): Category => {
  const ids = new Set(moved.map((r) => r.id));
  const items = category.items.filter((r) => !ids.has(r.id));
  let at = target.beforeRowId ? items.findIndex((r) => r.id === target.beforeRowId) : -1;
  if (at < 0) {
    // After the last row of the target group, so the group's rows stay together in the document.
    const last = items.findLastIndex((r) => groupOf(r, category) === target.groupId);
    at = last < 0 ? items.length : last + 1;
  }
  items.splice(at, 0, ...moved);
  return { ...category, items };
};

/**
 * Drags a row to another place (quote spec 2: "Rows can be dragged to reorder and moved between
 * groups"). A product moved to another group takes its positions with it: the new group gets a
 * decoration for each (with the default brand, as when ticking), the old group loses the ones no
 * product uses any more, and decoration quantities follow (spec 4).
 */
export const moveRow = (
  content: QuoteContent,
  rowId: string,
  target: RowTarget,
  defaultBrand: string = DEFAULT_DECORATION_TYPE,
): QuoteContent => {
  const found = findRow(content, rowId);
  if (!found || target.beforeRowId === rowId) return content;
  const category = content.categories[found.categoryIndex];
  if (!category?.groups.some((g) => g.id === target.groupId)) return content;
  const from = groupOf(found.row, category);
  const moved = travelling(category, found.row).map((r) => ({ ...r, group_id: target.groupId }));
  let next = updateCategory(content, found.categoryIndex, (c) => insertAt(c, moved, target));
  if (from === target.groupId) return next;
  const row = found.row;
  if (row.type === 'product') {
    const positions = Object.keys(row.position ?? {});
    next = positions.reduce((c, p) => togglePosition(c, rowId, p, true, defaultBrand), next);
    return updateCategory(next, found.categoryIndex, (c) =>
      syncDecorationQty(dropUnusedDecorations(c, from, positions)),
    );
  }
  return updateCategory(next, found.categoryIndex, syncDecorationQty);
};
