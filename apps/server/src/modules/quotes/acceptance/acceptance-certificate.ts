import { ACCEPTANCE_MESSAGES } from '@portal/domain/acceptance';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { quoteForUser } from '../quote-access.ts';
import { certificatePdf, latestAcceptanceOf } from './acceptance-record.ts';

/**
 * GET /quotes/acceptancecertificate/{id}: the certificate of the quote's latest acceptance, for
 * its customer and staff; another customer's quote, or one never accepted, is a 404.
 */
export async function acceptanceCertificate(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const quote = await quoteForUser(ctx.db, user, id);
  const row = await latestAcceptanceOf(ctx.db, quote.id);
  if (!row) throw notFound(ACCEPTANCE_MESSAGES.noCertificate);
  return certificatePdf(ctx, row, quote.userId);
}
