import type { QuoteContent } from '../schema/content.ts';
import { newTask } from './new-task.ts';
import { updateGroupOptions } from './update-group-options.ts';

/**
 * Tasks menu (quote spec 2, admin): adds a custom template block to a group, named by its
 * invoicing template's code (spec 3, "customs"), holding one empty task.
 */
export const addCustomTemplate = (content: QuoteContent, groupId: string, code = ''): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({
    ...options,
    customs: [
      ...options.customs,
      {
        custom_code: code,
        custom_qty: 1,
        custom_desc: '',
        custom_price: 0,
        custom_visible: true,
        tasks: [newTask()],
      },
    ],
  }));
