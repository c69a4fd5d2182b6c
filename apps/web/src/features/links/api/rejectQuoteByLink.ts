import { type LinkAnswer, linkAnswer, type RejectBody } from '@portal/domain/quote-links';
import { call } from '../../../lib/api.ts';

/** POST /quotes/reject: the link's token and the optional reason. */
export const rejectQuoteByLink = async (body: RejectBody): Promise<LinkAnswer> =>
  await call(linkAnswer, 'POST', '/quotes/reject', { body, auth: false });
