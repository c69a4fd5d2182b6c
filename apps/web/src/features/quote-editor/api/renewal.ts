import { type RenewAnswer, type RepriceAnswer, renewAnswer, repriceAnswer } from '@portal/domain/renewal';
import { call } from '../../../lib/api.ts';

/** POST /quotes/renew/{id} (staff): the same prices, a new valid-to, at the version on screen. */
export const renewQuote = (quoteId: number, version: number | undefined): Promise<RenewAnswer> =>
  call(renewAnswer, 'POST', `/quotes/renew/${quoteId}`, { body: { version } });

/** POST /quotes/reprice/{id} (staff): today's prices, with each price that moved and why. */
export const repriceQuote = (quoteId: number, version: number | undefined): Promise<RepriceAnswer> =>
  call(repriceAnswer, 'POST', `/quotes/reprice/${quoteId}`, { body: { version } });
