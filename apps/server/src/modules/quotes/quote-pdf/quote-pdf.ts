import { createHash } from 'node:crypto';
import { quotePdfName } from '@portal/domain/quote-document';
import type { AppContext } from '../../../app-context.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { documentSourcesOf } from '../customer-document.ts';
import { quoteForUser } from '../quote-access.ts';
import { artworkFileIds, pdfImagesFor } from './pdf-images.ts';

/**
 * GET /quotes/quotepdf1/{id}: the quote's PDF, named by its id (quote spec 2). Its customer
 * and staff get the same customer-facing document; another customer's quote is 404. The PDF is
 * kept per quote version and what its document is made of, so a cached one is found without
 * making the document; a fresh one is made and drawn in the renderer's worker, and this thread
 * only reads the database.
 */
export async function quotePdf(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await quoteForUser(ctx.db, user, id);
  const sources = await documentSourcesOf(ctx.db, row);
  const hash = createHash('sha256').update(JSON.stringify(sources)).digest('base64url');
  const key = `${row.id}:${row.version}:${hash}`;
  let pdf = ctx.pdf.cache.get(key);
  if (!pdf) {
    const artwork = artworkFileIds(sources.record.content);
    const images = await pdfImagesFor(ctx, artwork, sources.business.logoFileId, row.userId);
    pdf = await ctx.pdf.renderer.render(sources, images);
    ctx.pdf.cache.set(key, pdf);
  }
  return { fileName: quotePdfName(row.id, row.revision), pdf };
}
