import type { QuoteContent } from '@portal/domain/quote';
import { artworkFileIdOf, type QuoteDocument } from '@portal/domain/quote-document';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { storedFiles } from '../../../db/schema/index.ts';
import type { JobImages } from '../../../lib/pdf-rendering.ts';
import { canThumbnail } from '../../../lib/thumbnail-source.ts';

async function bytesOf(ctx: AppContext, key: string): Promise<Uint8Array | null> {
  const stream = await ctx.storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Every stored file a quote's decorations show as artwork. Read from the stored document before
 * it is redacted, so it may name a file on a line the customer is not shown: the PDF draws a
 * thumbnail only beside a line of its document.
 */
export function artworkFileIds(content: QuoteContent): Set<number> {
  const ids = new Set<number>();
  for (const category of content.categories)
    for (const row of category.items) {
      const fileId = row.type === 'decoration' ? artworkFileIdOf(row) : null;
      if (fileId !== null) ids.add(fileId);
    }
  return ids;
}

/** Every stored file a kept document (an acceptance's) draws: its lines' artwork. */
export function documentArtworkIds(document: QuoteDocument): Set<number> {
  return new Set(
    document.sections.flatMap((section) =>
      section.lines.flatMap((line) => (line.artwork ? [line.artwork.fileId] : [])),
    ),
  );
}

/**
 * The pictures a quote's PDF draws: the business's logo and a thumbnail of each decoration's
 * artwork, read in one query and drawn once per file. Artwork is read only from the quote
 * client's own files, so a stale reference can never put another client's logo on a PDF; a
 * file with no picture (EPS, an embroidery file) or one that cannot be drawn is named only.
 */
export async function pdfImagesFor(
  ctx: AppContext,
  artworkIds: ReadonlySet<number>,
  logoId: number | null,
  ownerId: number,
): Promise<JobImages> {
  const ids = [...artworkIds, ...(logoId === null ? [] : [logoId])];
  if (ids.length === 0) return { thumbnails: [] };
  const rows = await ctx.db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
  const images: JobImages = { thumbnails: [] };
  for (const row of rows) {
    const type = row.sniffedType;
    const isLogo = row.id === logoId;
    const isArtwork = artworkIds.has(row.id) && row.ownerId === ownerId;
    if (!canThumbnail(type) || (!isLogo && !isArtwork)) continue;
    const picture = await ctx.pdf.renderer.thumbnail(`${row.id}:${row.storageKey}`, type, () =>
      bytesOf(ctx, row.storageKey),
    );
    if (!picture) continue;
    if (isLogo) images.logo = picture;
    if (isArtwork) images.thumbnails.push([row.id, picture]);
  }
  return images;
}
