import type { QuoteContent } from '../schema/content.ts';
import { updateGroupOptions } from './update-group-options.ts';

export const removeCatalogueFee = (content: QuoteContent, groupId: string, feeIndex: number): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({
    ...options,
    customfees: options.customfees.filter((_, i) => i !== feeIndex),
  }));
