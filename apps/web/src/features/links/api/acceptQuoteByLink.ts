import { type AcceptBody, type LinkAnswer, linkAnswer } from '@portal/domain/quote-links';
import { call } from '../../../lib/api.ts';

/** POST /quotes/accept: the link's token and the name typed on the page; refusals are 400s in words. */
export const acceptQuoteByLink = async (body: AcceptBody): Promise<LinkAnswer> =>
  await call(linkAnswer, 'POST', '/quotes/accept', { body, auth: false });
