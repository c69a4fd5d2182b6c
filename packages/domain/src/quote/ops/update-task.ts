import type { QuoteContent } from '../schema/content.ts';
import type { Task } from '../schema/groups.ts';
import { replaceAt, updateGroupOptions } from './update-group-options.ts';

/** Sets fields of one task of a custom template block (staff only, quote spec 6). */
export const updateTask = (
  content: QuoteContent,
  groupId: string,
  customIndex: number,
  taskIndex: number,
  patch: Partial<Task>,
): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({
    ...options,
    customs: replaceAt(options.customs, customIndex, (custom) => ({
      ...custom,
      tasks: replaceAt(custom.tasks, taskIndex, (task) => ({ ...task, ...patch })),
    })),
  }));
