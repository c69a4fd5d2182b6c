import { QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quoteLinks, quotes } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { hashToken } from '../../lib/tokens.ts';

export type LinkRow = typeof quoteLinks.$inferSelect;
export type LinkedQuote = Pick<
  typeof quotes.$inferSelect,
  | 'id'
  | 'label'
  | 'revision'
  | 'status'
  | 'orderStatus'
  | 'validTo'
  | 'priceCents'
  | 'gstCents'
  | 'priceTablesVersion'
  | 'version'
  | 'userId'
>;

/**
 * The link a token names and its quote, locked for an answer when `forUpdate`. A token nobody
 * issued, or whose quote is gone, is a 404 that says only that the link is not valid.
 */
export async function linkOfToken(
  db: Db | Tx,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ link: LinkRow; quote: LinkedQuote }> {
  const linkQuery = db
    .select()
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, hashToken(token)))
    .limit(1);
  const [link] = options.forUpdate ? await linkQuery.for('update') : await linkQuery;
  if (!link) throw notFound(QUOTE_LINK_MESSAGES.unknown);
  const quoteQuery = db
    .select({
      id: quotes.id,
      label: quotes.label,
      revision: quotes.revision,
      status: quotes.status,
      orderStatus: quotes.orderStatus,
      validTo: quotes.validTo,
      priceCents: quotes.priceCents,
      gstCents: quotes.gstCents,
      priceTablesVersion: quotes.priceTablesVersion,
      version: quotes.version,
      userId: quotes.userId,
    })
    .from(quotes)
    .where(eq(quotes.id, link.quoteId))
    .limit(1);
  const [quote] = options.forUpdate ? await quoteQuery.for('update') : await quoteQuery;
  if (!quote) throw notFound(QUOTE_LINK_MESSAGES.unknown);
  return { link, quote };
}
