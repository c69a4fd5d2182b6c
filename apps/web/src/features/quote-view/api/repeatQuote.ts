import { repeatAnswer } from '@portal/domain/quote';
import { call } from '../../../lib/api.ts';

/** POST /quotes/repeat/{id}: a new draft copied from this quote (duplicate) or order (reorder). */
export const repeatQuote = (id: number) => call(repeatAnswer, 'POST', `/quotes/repeat/${id}`);
