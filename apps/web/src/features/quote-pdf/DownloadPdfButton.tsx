import { DownloadButton } from '../../components/DownloadButton.tsx';
import { downloadQuotePdf } from './downloadQuotePdf.ts';

/** Download PDF on the quote view page: busy while the server draws it, a message if it cannot. */
export function DownloadPdfButton({ quoteId, revision }: { quoteId: number; revision: number }) {
  return <DownloadButton label="Download PDF" download={() => downloadQuotePdf(quoteId, revision)} />;
}
