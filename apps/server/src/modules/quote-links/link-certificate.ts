import { ACCEPTANCE_MESSAGES } from '@portal/domain/acceptance';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { acceptanceOfLink, certificatePdf } from '../quotes/index.ts';
import { linkOfToken } from './link-of-token.ts';

/**
 * POST /quotes/linkcertificate: the certificate of what this link accepted, for whoever holds
 * the link that accepted (signed out, as the link page is). A link that accepted nothing is a 404.
 */
export async function linkCertificate(
  ctx: AppContext,
  token: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { link, quote } = await linkOfToken(ctx.db, token);
  const row = await acceptanceOfLink(ctx.db, link.id);
  if (!row) throw notFound(ACCEPTANCE_MESSAGES.noCertificate);
  return certificatePdf(ctx, row, quote.userId);
}
