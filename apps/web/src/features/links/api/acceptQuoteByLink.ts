import { type LinkAnswer, linkAnswer } from '@portal/domain/quote-links';
import { call } from '../../../lib/api.ts';

/**
 * POST /quotes/accept: the link's token, the name typed on the page and the purchase order, as a
 * form so the PO file can go with it; refusals are 400s in words. Sent without the session, as
 * every link call is.
 */
export const acceptQuoteByLink = async (form: FormData): Promise<LinkAnswer> =>
  await call(linkAnswer, 'POST', '/quotes/accept', { form, auth: false });
