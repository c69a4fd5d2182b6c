import type { QuoteContent } from '../schema/content.ts';
import { emptyGroupOptions } from '../schema/groups.ts';
import { updateCategory } from './rows.ts';

/** A new group id, 'g' and a number above every existing one: pure and repeatable. */
export const nextGroupId = (content: QuoteContent): string => {
  let max = 0;
  for (const category of content.categories)
    for (const group of category.groups) {
      const match = /^g(\d+)$/.exec(group.id);
      if (match) max = Math.max(max, Number(match[1]));
    }
  return `g${max + 1}`;
};

/** Adds an empty group, with no options, after the others (quote spec 2: "Groups can be added"). */
export const addGroup = (content: QuoteContent, name: string): QuoteContent => {
  if (content.categories.length === 0) return content;
  const group = { id: nextGroupId(content), name, group_options: emptyGroupOptions() };
  return updateCategory(content, 0, (category) => ({ ...category, groups: [...category.groups, group] }));
};
