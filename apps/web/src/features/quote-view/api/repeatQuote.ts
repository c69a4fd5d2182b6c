import { apiCall } from '../../../lib/api.ts';

/** POST /quotes/repeat/{id}: a new draft copied from this quote (duplicate) or order (reorder). */
export const repeatQuote = (id: number) =>
  apiCall<{ id: number; message: string }>('POST', `/quotes/repeat/${id}`);
