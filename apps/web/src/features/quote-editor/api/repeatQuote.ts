import { apiCall } from '../../../lib/api.ts';

/** POST /quotes/repeat/{id}: duplicate (staff) or reorder (an order); answers the new quote. */
export const repeatQuote = (id: number) =>
  apiCall<{ id: number; message: string }>('POST', `/quotes/repeat/${id}`);
