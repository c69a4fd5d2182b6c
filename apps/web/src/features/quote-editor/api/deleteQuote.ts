import { apiCall } from '../../../lib/api.ts';

/** POST /quotes/delete/{id}. */
export const deleteQuote = (id: number) => apiCall<string>('POST', `/quotes/delete/${id}`);
