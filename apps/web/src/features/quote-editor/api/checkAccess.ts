import { checkAccessAnswer } from '@portal/domain/quote';
import { call } from '../../../lib/api.ts';

/**
 * GET /quotes/checkaccess?quote_id (admin): renews this admin's presence on the quote and says
 * 'busy' while another admin has it open.
 */
export const checkAccess = (quoteId: number, signal?: AbortSignal) =>
  call(checkAccessAnswer, 'GET', `/quotes/checkaccess?quote_id=${quoteId}`, { signal });
