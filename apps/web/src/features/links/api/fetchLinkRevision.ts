import { type RevisionDocumentAnswer, revisionDocumentAnswer } from '@portal/domain/quote-links';
import { call } from '../../../lib/api.ts';

/**
 * POST /quotes/linkrevision: the revision the link's page compares with, as sent, for the whole
 * document with the changes marked. Without the session, as every link call is.
 */
export const fetchLinkRevision = async (token: string): Promise<RevisionDocumentAnswer> =>
  await call(revisionDocumentAnswer, 'POST', '/quotes/linkrevision', { body: { token }, auth: false });
