import type { StoredFileAnswer } from '@portal/domain/files';
import { apiDownload } from '../../../lib/api.ts';
import type { PreviewFile } from '../preview/index.ts';

/** What the preview and a download take for a stored file: its path after `/api`, name and type. */
/** The parts of a stored file (or a production row) a preview and a download need. */
export type FileRef = Pick<StoredFileAnswer, 'id' | 'file_name' | 'content_type'>;

export const previewFileOf = (file: FileRef): PreviewFile => ({
  url: `/files/${file.id}`,
  name: file.file_name,
  type: file.content_type,
});

/** Saves a stored file under its name. A failed download is silent (quote spec 8). */
export const downloadStoredFile = (file: FileRef): void => {
  apiDownload(previewFileOf(file).url, file.file_name).catch(() => {});
};
