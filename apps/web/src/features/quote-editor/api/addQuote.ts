import type { AddQuoteAnswer, AddQuoteBody } from '@portal/domain/quote';
import { apiCall } from '../../../lib/api.ts';

/**
 * POST /quotes/add/?userid=: SAVE DRAFT (no status) or SUBMIT (status Requested). An admin
 * names the client with userid; a customer's quote is its own.
 */
export const addQuote = (body: Partial<AddQuoteBody>, userId: number | null) =>
  apiCall<AddQuoteAnswer>('POST', `/quotes/add${userId ? `?userid=${userId}` : ''}`, {
    body,
  });
