/**
 * The preview's words. The spec names the controls (zoom, rotate, previous and next page) and
 * 'Page x of y' (accounts spec 2.10); the rest is ours, in the same plain style.
 */
export const PREVIEW_TEXTS = {
  controls: 'Preview controls',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  zoom: 'Zoom',
  rotate: 'Rotate',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  download: 'Download',
  loading: 'Loading the file',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  imageAlt: (name: string) => `Preview of ${name}`,
  pdfLabel: (name: string, page: number) => `Page ${page} of ${name}`,
  notPreviewable: 'This kind of file has no preview. Download it to open it.',
  unreadablePdf: 'This PDF cannot be shown. Download it to open it.',
  unreadableImage: 'This image cannot be shown. Download it to open it.',
} as const;
