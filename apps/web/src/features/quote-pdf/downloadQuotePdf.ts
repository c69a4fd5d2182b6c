import { quotePdfName, quotePdfPath } from '@portal/domain/quote-document';
import { apiDownload } from '../../lib/api.ts';

/** GET /quotes/quotepdf1/{id}, saved as Q{id}.pdf: the same customer-facing PDF for both roles. */
export const downloadQuotePdf = (id: number): Promise<void> =>
  apiDownload(quotePdfPath(id), quotePdfName(id));
