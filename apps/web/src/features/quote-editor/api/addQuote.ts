import type { AddQuoteBody } from '@portal/domain/quote';
import { addQuoteAnswer } from '@portal/domain/quote';
import { call } from '../../../lib/api.ts';

/**
 * POST /quotes/add/?userid=: SAVE DRAFT (no status) or SUBMIT (status Requested). An admin
 * names the client with userid; a customer's quote is its own.
 */
export const addQuote = (body: Partial<AddQuoteBody>, userId: number | null) =>
  call(addQuoteAnswer, 'POST', `/quotes/add${userId ? `?userid=${userId}` : ''}`, {
    body,
  });
