import type { Category, QuoteContent } from '../schema/content.ts';
import {
  dropUnusedDecorations,
  findRow,
  groupOf,
  isProduct,
  syncDecorationQty,
  updateCategory,
} from './rows.ts';

const sameCatalogue = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/**
 * "Removing a product drops custom fees whose catalogue has no product left" (spec 4). Only the
 * removed product's catalogue is considered: a product row saved without a catalogue key
 * must not make every other fee look orphaned.
 */
const dropOrphanFees = (category: Category, catalogue: string | null | undefined): Category => {
  if (!catalogue) return category;
  return {
    ...category,
    groups: category.groups.map((group) => {
      const left = category.items.some(
        (r) => isProduct(r) && groupOf(r, category) === group.id && sameCatalogue(r.catalogue, catalogue),
      );
      if (left) return group;
      const customfees = group.group_options.customfees.filter(
        (fee) => !sameCatalogue(fee.catalogue, catalogue),
      );
      return customfees.length === group.group_options.customfees.length
        ? group
        : { ...group, group_options: { ...group.group_options, customfees } };
    }),
  };
};

/**
 * Removes a product line with what hangs on it: its attention rows, the decorations of its
 * positions that no other product uses, and custom fees of a catalogue with no product left.
 */
export const removeProduct = (content: QuoteContent, productId: string): QuoteContent => {
  const found = findRow(content, productId);
  if (!found || !isProduct(found.row)) return content;
  const product = found.row;
  return updateCategory(content, found.categoryIndex, (category) => {
    const group = groupOf(product, category);
    let next: Category = {
      ...category,
      items: category.items.filter(
        (r) => r.id !== productId && !(r.type === 'attention' && r.product_id === productId),
      ),
    };
    next = dropUnusedDecorations(next, group, Object.keys(product.position ?? {}));
    next = dropOrphanFees(next, product.catalogue);
    return syncDecorationQty(next);
  });
};
