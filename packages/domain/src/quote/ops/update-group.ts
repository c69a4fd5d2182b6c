import type { QuoteContent } from '../schema/content.ts';
import type { Group } from '../schema/groups.ts';

/** Replaces one group, wherever it is, with what `update` makes of it; other groups stay as they are. */
export const updateGroup = (
  content: QuoteContent,
  groupId: string,
  update: (group: Group) => Group,
): QuoteContent => ({
  ...content,
  categories: content.categories.map((category) =>
    category.groups.some((g) => g.id === groupId)
      ? { ...category, groups: category.groups.map((g) => (g.id === groupId ? update(g) : g)) }
      : category,
  ),
});
