import { createHash } from 'node:crypto';
import { quotePdfName } from '@portal/domain/quote-document';
import type { AppContext } from '../../../app-context.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { customerDocumentOf } from '../customer-document.ts';
import { quoteForUser } from '../quote-access.ts';
import { pdfImagesFor } from './pdf-images.ts';

/**
 * GET /quotes/quotepdf1/{id}: the quote's PDF, named by its id (quote spec 2). Its customer
 * and staff get the same customer-facing document; another customer's quote is 404. The PDF is
 * drawn in the renderer's worker and kept per quote version and document.
 */
export async function quotePdf(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await quoteForUser(ctx.db, user, id);
  const document = await customerDocumentOf(ctx.db, row);
  const hash = createHash('sha256').update(JSON.stringify(document)).digest('base64url');
  const key = `${row.id}:${row.version}:${hash}`;
  let pdf = ctx.pdf.cache.get(key);
  if (!pdf) {
    pdf = await ctx.pdf.renderer.render(document, await pdfImagesFor(ctx, document, row.userId));
    ctx.pdf.cache.set(key, pdf);
  }
  return { fileName: quotePdfName(row.id, row.revision), pdf };
}
