import { type LinkAnswer, linkAnswer, type RejectBody } from '@portal/domain/quote-links';
import { apiCall } from '../../../lib/api.ts';

/** POST /quotes/reject: the link's token and the optional reason. */
export const rejectQuoteByLink = async (body: RejectBody): Promise<LinkAnswer> =>
  linkAnswer.parse(await apiCall<unknown>('POST', '/quotes/reject', { body, auth: false }));
