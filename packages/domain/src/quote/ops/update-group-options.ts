import type { QuoteContent } from '../schema/content.ts';
import type { GroupOptions } from '../schema/groups.ts';
import { updateGroup } from './update-group.ts';

/** Replaces a group's options with what `update` makes of them. The group-option operations build on this. */
export const updateGroupOptions = (
  content: QuoteContent,
  groupId: string,
  update: (options: GroupOptions) => GroupOptions,
): QuoteContent =>
  updateGroup(content, groupId, (group) => ({ ...group, group_options: update(group.group_options) }));

/** Replaces the item at `index` of a list, or leaves the list alone when there is none. */
export const replaceAt = <T>(list: readonly T[], index: number, update: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? update(item) : item));
