import { latestQuoteAnswer } from '@portal/domain/quote';
import { call } from '../../../lib/api.ts';

/** GET /quotes/getquotebyid/{userId}: the account's most recently changed quote, or null. */
export const fetchLatestQuote = (userId: number, signal?: AbortSignal) =>
  call(latestQuoteAnswer, 'GET', `/quotes/getquotebyid/${userId}`, { signal });
