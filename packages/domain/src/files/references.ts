import type { QuoteContent } from '../quote/schema/content.ts';

/**
 * How a quote points at a stored file: the file's download path, `/api/files/{id}` (what every
 * upload answers as `url`). The quote's logo and a decoration's `logo_file`, `file_path` and
 * `visuals` hold such references, so the server can check each one is the client's own file
 * and never stores a script or a foreign URL in their place.
 */
export const fileReferenceOf = (id: number): string => `/api/files/${id}`;

/** The file id a reference names, or null when the text is not a reference. */
export function fileIdOfReference(text: string): number | null {
  const match = /^\/api\/files\/([1-9]\d{0,14})$/.exec(text.trim());
  return match?.[1] ? Number(match[1]) : null;
}

/** A decoration's artwork fields that must each be empty or a reference to the client's file. */
export type ArtworkReference = { where: string; text: string };

/** Every non-empty artwork reference a document holds, with where it is for the message. */
export function artworkReferencesOf(content: QuoteContent): ArtworkReference[] {
  const found: ArtworkReference[] = [];
  content.categories.forEach((category) => {
    for (const row of category.items) {
      if (row.type !== 'decoration') continue;
      const where = `Decoration ${row.code || row.id}`;
      const texts = [row.logo_file, row.file_path, ...(row.visuals ?? []).map((visual) => visual.url)];
      for (const text of texts) if (text?.trim()) found.push({ where, text });
    }
  });
  return found;
}
