import {
  type ChangeRequestAnswer,
  changeRequestAnswer,
  type RequestChangesByLinkBody,
} from '@portal/domain/quote-links';
import { call } from '../../../lib/api.ts';

/** POST /quotes/requestchanges: the link's token, who writes, and what they would like changed. */
export const requestChangesByLink = async (body: RequestChangesByLinkBody): Promise<ChangeRequestAnswer> =>
  await call(changeRequestAnswer, 'POST', '/quotes/requestchanges', { body, auth: false });
