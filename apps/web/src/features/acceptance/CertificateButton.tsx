import { DownloadButton } from '../../components/DownloadButton.tsx';

/**
 * The acceptance certificate's download, on the link page after accepting and on the quote page;
 * worded short so it fits the Order Summary's column beside the spec's buttons.
 */
export function CertificateButton({ download }: { download: () => Promise<void> }) {
  return <DownloadButton label="Acceptance certificate" download={download} />;
}
