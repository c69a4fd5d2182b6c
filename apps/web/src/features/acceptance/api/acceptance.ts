import {
  acceptanceAnswer,
  certificateName,
  certificatePath,
  linkCertificatePath,
} from '@portal/domain/acceptance';
import { queryOptions } from '@tanstack/react-query';
import { apiDownload, call } from '../../../lib/api.ts';

/** GET /quotes/acceptance/{id}: the quote's acceptance record, or null when it was never accepted. */
export const acceptanceQuery = (quoteId: number) =>
  queryOptions({
    queryKey: ['acceptance', quoteId] as const,
    queryFn: ({ signal }) => call(acceptanceAnswer, 'GET', `/quotes/acceptance/${quoteId}`, { signal }),
  });

/** The signed-in download: the quote's customer or staff. */
export const downloadCertificate = (quoteId: number, revision: number) =>
  apiDownload(certificatePath(quoteId), certificateName(quoteId, revision));

/** The link page's download after accepting: the token that accepted names the certificate. */
export const downloadLinkCertificate = (token: string, quoteId: number, revision: number) =>
  apiDownload(linkCertificatePath, certificateName(quoteId, revision), { body: { token }, auth: false });
