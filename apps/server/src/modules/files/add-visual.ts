import { MESSAGES } from '@portal/domain';
import { FILE_MESSAGES, type visualAddAnswer } from '@portal/domain/files';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { visualAnswerOf } from './list-visuals.ts';
import { storeFile, type Upload } from './store-file.ts';

/**
 * POST /visuals/add?userid=: a visual for one of the client's quotes. The quote is required
 * (quote spec 5) and must be the client's; anyone else's quote is 404 (decisions/081).
 */
export async function addVisual(
  ctx: AppContext,
  caller: AuthUser,
  ownerId: number,
  upload: Upload,
  quoteId: number | undefined,
): Promise<z.infer<typeof visualAddAnswer>> {
  if (quoteId === undefined) throw badRequest(FILE_MESSAGES.visualNeedsQuote);
  const [quote] = await ctx.db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, ownerId)));
  if (!quote) throw notFound(MESSAGES.notFound);
  const row = await storeFile(ctx, upload, {
    kind: 'visual',
    checkAs: 'visual',
    ownerId,
    uploadedBy: caller.id,
    quoteId,
  });
  return { message: FILE_MESSAGES.visualAdded, visual: visualAnswerOf(row) };
}
