import { type RevisionDocumentAnswer, revisionDocumentAnswer } from '@portal/domain/quote-links';
import { call } from '../../../lib/api.ts';

/**
 * GET /quotes/sendpreview/{id} (admin): the quote as the next send will show its customer, for
 * the whole document of what this send will show.
 */
export const fetchSendPreview = async (id: number): Promise<RevisionDocumentAnswer> =>
  await call(revisionDocumentAnswer, 'GET', `/quotes/sendpreview/${id}`);
