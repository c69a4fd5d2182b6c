import type { QuoteContent } from '../schema/content.ts';
import { replaceAt, updateGroupOptions } from './update-group-options.ts';

/** Removes one task; the template block stays, even empty, until staff remove it. */
export const removeTask = (
  content: QuoteContent,
  groupId: string,
  customIndex: number,
  taskIndex: number,
): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({
    ...options,
    customs: replaceAt(options.customs, customIndex, (custom) => ({
      ...custom,
      tasks: custom.tasks.filter((_, i) => i !== taskIndex),
    })),
  }));
