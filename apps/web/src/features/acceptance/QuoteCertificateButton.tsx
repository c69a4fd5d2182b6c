import { useQuery } from '@tanstack/react-query';
import { acceptanceQuery, downloadCertificate } from './api/acceptance.ts';
import { CertificateButton } from './CertificateButton.tsx';

/** On the quote page, for its customer and staff: the certificate, once the quote has been accepted. */
export function QuoteCertificateButton({ quoteId }: { quoteId: number }) {
  const record = useQuery(acceptanceQuery(quoteId)).data;
  if (!record) return null;
  return <CertificateButton download={() => downloadCertificate(quoteId, record.revision)} />;
}
