import type { QuoteContent } from '../schema/content.ts';
import type { GroupDiscount } from '../schema/groups.ts';
import { updateGroupOptions } from './update-group-options.ts';

/** Sets fields of a group's discount (group options, quote spec 3; staff only, spec 6). */
export const updateGroupDiscount = (
  content: QuoteContent,
  groupId: string,
  patch: Partial<GroupDiscount>,
): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({
    ...options,
    discount: { ...(options.discount ?? {}), ...patch },
  }));
