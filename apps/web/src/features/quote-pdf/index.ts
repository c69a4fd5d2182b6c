/** The quote PDF: its download, and the button the quote pages show for it. */
export { DownloadPdfButton } from './DownloadPdfButton.tsx';
export { downloadQuotePdf } from './downloadQuotePdf.ts';
