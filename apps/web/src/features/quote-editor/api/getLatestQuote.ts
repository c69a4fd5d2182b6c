import type { LatestQuote } from '@portal/domain/quote';
import { apiCall } from '../../../lib/api.ts';

/** GET /quotes/getquotebyid/{userId}: the account's most recently changed quote, or null. */
export const fetchLatestQuote = (userId: number, signal?: AbortSignal) =>
  apiCall<LatestQuote>('GET', `/quotes/getquotebyid/${userId}`, { signal });
