import type { QuoteContent } from '../schema/content.ts';
import type { GroupOptions } from '../schema/groups.ts';
import { updateGroupOptions } from './update-group-options.ts';

/**
 * Whether a group's cost columns show for an admin. Costs show unless the admin hid them: admins
 * "see and edit costs" (quote spec 6), and groups saved without the flag must not hide them.
 */
export const costsVisible = (options: Pick<GroupOptions, 'cost_visible'>): boolean =>
  options.cost_visible !== false;

/** The admin's eye button on a group (quote spec 2): shows or hides the group's cost columns. */
export const toggleCostVisibility = (content: QuoteContent, groupId: string): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({ ...options, cost_visible: !costsVisible(options) }));
