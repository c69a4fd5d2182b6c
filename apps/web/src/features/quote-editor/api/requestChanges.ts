import { type ChangeRequestAnswer, changeRequestAnswer } from '@portal/domain/quote-links';
import { call } from '../../../lib/api.ts';

/** POST /quotes/requestchanges/{id}: the customer's words; the quote's status stays as it is. */
export const requestChanges = (quoteId: number, changes: string): Promise<ChangeRequestAnswer> =>
  call(changeRequestAnswer, 'POST', `/quotes/requestchanges/${quoteId}`, { body: { changes } });
