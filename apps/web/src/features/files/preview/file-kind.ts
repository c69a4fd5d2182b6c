/**
 * What a file table hands the preview: the API path of the file (what `apiBlob` takes, after
 * `/api`, e.g. `/brands/file/12`), the name to show and save under, and its type as stored
 * (a MIME type such as `application/pdf`; an extension such as `pdf` also works).
 */
export type PreviewFile = { url: string; name: string; type: string };

export type PreviewKind = 'pdf' | 'image' | 'other';

/**
 * The spec previews PDFs and jpg, png, jpeg and gif images (accounts spec 2.10). Only those
 * raster types are drawn: an SVG can carry script and is never shown, whatever a table says.
 */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const extension = (text: string): string => text.toLowerCase().split('.').pop()?.trim() ?? '';

/** The MIME type, from the stored type, else from the name's extension. */
export function mimeOf(file: Pick<PreviewFile, 'name' | 'type'>): string {
  const type = file.type.trim().toLowerCase().split(';')[0]?.trim() ?? '';
  if (type.includes('/')) return type;
  return BY_EXTENSION[extension(type || file.name)] ?? '';
}

export function previewKind(file: Pick<PreviewFile, 'name' | 'type'>): PreviewKind {
  const mime = mimeOf(file);
  if (mime === 'application/pdf') return 'pdf';
  return IMAGE_TYPES.has(mime) ? 'image' : 'other';
}
