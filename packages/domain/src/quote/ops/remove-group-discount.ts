import type { QuoteContent } from '../schema/content.ts';
import { updateGroupOptions } from './update-group-options.ts';

/**
 * Takes a group's own discount away (the delete cross on its row), leaving its other options.
 * The field goes rather than becoming null, so the group is stored like one that never had a
 * discount, as groups are when first made.
 */
export const removeGroupDiscount = (content: QuoteContent, groupId: string): QuoteContent =>
  updateGroupOptions(content, groupId, ({ discount: _removed, ...options }) => options);
