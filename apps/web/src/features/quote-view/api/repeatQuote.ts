import type { RepeatAnswer } from '@portal/domain/quote';
import { apiCall } from '../../../lib/api.ts';

/** POST /quotes/repeat/{id}: a new draft copied from this quote (duplicate) or order (reorder). */
export const repeatQuote = (id: number) => apiCall<RepeatAnswer>('POST', `/quotes/repeat/${id}`);
