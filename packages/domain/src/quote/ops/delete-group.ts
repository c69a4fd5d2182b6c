import type { QuoteContent } from '../schema/content.ts';
import { groupOf } from './rows.ts';

/**
 * Deletes a group with the rows within it (quote spec 2: "Deleting this group will remove the
 * items within this group"). Rows without a group belong to the first group, so deleting the
 * first group removes them too.
 */
export const deleteGroup = (content: QuoteContent, groupId: string): QuoteContent => ({
  ...content,
  categories: content.categories.map((category) => {
    if (!category.groups.some((g) => g.id === groupId)) return category;
    return {
      ...category,
      items: category.items.filter((row) => groupOf(row, category) !== groupId),
      groups: category.groups.filter((g) => g.id !== groupId),
    };
  }),
});
