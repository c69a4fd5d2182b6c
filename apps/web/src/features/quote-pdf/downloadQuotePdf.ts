import { quotePdfName, quotePdfPath } from '@portal/domain/quote-document';
import { apiDownload } from '../../lib/api.ts';

/**
 * GET /quotes/quotepdf1/{id}, saved as Q{id}-R{revision}.pdf: the same customer-facing PDF for
 * both roles, named by the revision it draws.
 */
export const downloadQuotePdf = (id: number, revision: number): Promise<void> =>
  apiDownload(quotePdfPath(id), quotePdfName(id, revision));
