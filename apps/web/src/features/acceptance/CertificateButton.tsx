import { DownloadButton } from '../../components/DownloadButton.tsx';

/** Download acceptance certificate, on the link page after accepting and on the quote page. */
export function CertificateButton({ download }: { download: () => Promise<void> }) {
  return <DownloadButton label="Download acceptance certificate" download={download} />;
}
