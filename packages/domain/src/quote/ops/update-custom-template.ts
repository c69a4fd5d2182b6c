import type { QuoteContent } from '../schema/content.ts';
import type { Custom } from '../schema/groups.ts';
import { replaceAt, updateGroupOptions } from './update-group-options.ts';

/** Sets the template code or line defaults of a custom template block; its tasks have their own operations. */
export const updateCustomTemplate = (
  content: QuoteContent,
  groupId: string,
  customIndex: number,
  patch: Partial<Omit<Custom, 'tasks'>>,
): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({
    ...options,
    customs: replaceAt(options.customs, customIndex, (custom) => ({ ...custom, ...patch })),
  }));
