import type { QuoteContent } from '../schema/content.ts';
import type { GroupDiscount } from '../schema/groups.ts';
import { updateGroupOptions } from './update-group-options.ts';

/**
 * A group discount as staff first see it: nothing off until they type an amount. The spec words
 * no defaults for it, so it starts like its other staff-added lines (spec 9: quantity 1, price 0,
 * cost 0). Its description is free text, not the discount lines' list of reasons, so it starts
 * empty rather than with a reason nobody chose.
 */
export const newGroupDiscount = (): GroupDiscount => ({ qty: 1, price: 0, cost: 0, description: '' });

/**
 * Gives a group its own discount (group options, quote spec 3; staff only, spec 6). A group has
 * at most one, so one it already has stays as staff set it.
 */
export const addGroupDiscount = (content: QuoteContent, groupId: string): QuoteContent =>
  updateGroupOptions(content, groupId, (options) =>
    options.discount ? options : { ...options, discount: newGroupDiscount() },
  );
