/** The stored file types the PDF draws a thumbnail of: bitmaps, and a PDF's first page. */
export type ThumbnailSource = 'png' | 'jpeg' | 'gif' | 'pdf';

export const canThumbnail = (type: string): type is ThumbnailSource =>
  type === 'png' || type === 'jpeg' || type === 'gif' || type === 'pdf';
