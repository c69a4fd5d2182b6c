import type { QuoteContent } from '../schema/content.ts';
import { newTask } from './new-task.ts';
import { replaceAt, updateGroupOptions } from './update-group-options.ts';

/** Adds an empty task to a custom template block. */
export const addTask = (content: QuoteContent, groupId: string, customIndex: number): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({
    ...options,
    customs: replaceAt(options.customs, customIndex, (custom) => ({
      ...custom,
      tasks: [...custom.tasks, newTask()],
    })),
  }));
