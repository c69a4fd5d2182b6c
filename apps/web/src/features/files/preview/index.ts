/**
 * The file Preview, for every file table and the conversation log. Importing this loads only
 * the dialog's and the pane's frames; the viewer and pdfjs arrive when a file is first shown.
 */

export { FilePreview } from './FilePreview.tsx';
export { type PreviewFile, previewKind } from './file-kind.ts';
export { PreviewPane } from './PreviewPane.tsx';
export { useFileBlob } from './useFileBlob.ts';
export { useObjectUrl } from './useObjectUrl.ts';
