import type { RepeatAnswer } from '@portal/domain/quote';
import { apiCall } from '../../../lib/api.ts';

/** POST /quotes/repeat/{id}: duplicate (staff) or reorder (an order); answers the new quote. */
export const repeatQuote = (id: number) => apiCall<RepeatAnswer>('POST', `/quotes/repeat/${id}`);
