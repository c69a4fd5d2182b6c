import type { QuoteContent } from '../schema/content.ts';
import type { CustomFee } from '../schema/groups.ts';
import { replaceAt, updateGroupOptions } from './update-group-options.ts';

/** Sets fields of one catalogue fee of a group (staff's custom fees, quote spec 6). */
export const updateCatalogueFee = (
  content: QuoteContent,
  groupId: string,
  feeIndex: number,
  patch: Partial<CustomFee>,
): QuoteContent =>
  updateGroupOptions(content, groupId, (options) => ({
    ...options,
    customfees: replaceAt(options.customfees, feeIndex, (fee) => ({ ...fee, ...patch })),
  }));
