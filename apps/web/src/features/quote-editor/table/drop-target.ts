import { findRow, groupOf, type QuoteContent, type RowTarget } from '@portal/domain/quote';

/** Group headers are drop targets too; their ids carry this prefix. */
export const GROUP_DROP_PREFIX = 'group:';

/**
 * Where a dragged row lands. Dropped on a row of its own kind, it takes that row's place (before
 * it when moving up, after it when moving down); dropped on a group's header or on a row of
 * another kind, it goes to the end of that group.
 */
export const dropTarget = (content: QuoteContent, activeId: string, overId: string): RowTarget | null => {
  const category = content.categories[0];
  if (!category || activeId === overId) return null;
  if (overId.startsWith(GROUP_DROP_PREFIX)) return { groupId: overId.slice(GROUP_DROP_PREFIX.length) };
  const active = findRow(content, activeId);
  const over = findRow(content, overId);
  if (!active || !over) return null;
  const groupId = groupOf(over.row, category);
  if (active.row.type !== over.row.type) return { groupId };
  if (active.index > over.index) return { groupId, beforeRowId: overId };
  const after = category.items
    .slice(over.index + 1)
    .find((r) => r.type === over.row.type && groupOf(r, category) === groupId && r.id !== activeId);
  return { groupId, beforeRowId: after?.id ?? null };
};
