import { repeatAnswer } from '@portal/domain/quote';
import { call } from '../../../lib/api.ts';

/** POST /quotes/repeat/{id}: duplicate (staff) or reorder (an order); answers the new quote. */
export const repeatQuote = (id: number) => call(repeatAnswer, 'POST', `/quotes/repeat/${id}`);
