import type { QuoteContent } from '../schema/content.ts';
import { resetSetupAndPricing } from './reset-decoration.ts';
import { findRow, groupOf, isDecoration, positionQty, updateCategory } from './rows.ts';

/** "Changing a decoration's code ... resets its setup and pricing fields" (spec 4). */
export const changeDecorationCode = (
  content: QuoteContent,
  decorationId: string,
  code: string,
): QuoteContent => {
  const found = findRow(content, decorationId);
  if (!found || !isDecoration(found.row) || found.row.code === code) return content;
  const row = resetSetupAndPricing({ ...found.row, code });
  return updateCategory(content, found.categoryIndex, (category) => ({
    ...category,
    items: category.items.map((r) => (r.id === decorationId ? row : r)),
  }));
};

/**
 * "Changing a decoration's ... position resets its setup and pricing fields" (spec 4). Its
 * quantity becomes that of the products ticked at the new position: 0 when none is, and the
 * server removes it on save unless products are ticked there by then (decisions/110).
 */
export const changeDecorationPosition = (
  content: QuoteContent,
  decorationId: string,
  position: string,
): QuoteContent => {
  const found = findRow(content, decorationId);
  if (!found || !isDecoration(found.row) || found.row.position === position) return content;
  const decoration = found.row;
  return updateCategory(content, found.categoryIndex, (category) => {
    const group = groupOf(decoration, category);
    const qty = positionQty(category, group, position);
    const row = resetSetupAndPricing({ ...decoration, position, qty });
    return { ...category, items: category.items.map((r) => (r.id === decorationId ? row : r)) };
  });
};
