import type { QuoteContent } from '../schema/content.ts';
import { updateGroupOptions } from './update-group-options.ts';

/** Removes a custom template block with its tasks. */
export const removeCustomTemplate = (
  content: QuoteContent,
  groupId: string,
  customIndex: number,
): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({
    ...options,
    customs: options.customs.filter((_, i) => i !== customIndex),
  }));
