import type { QuoteContent } from '@portal/domain/quote';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { keepOrderFigures } from './order-figures.ts';
import { priceTablesAt } from './price-tables.ts';
import type { QuoteHead } from './quote-access.ts';
import { keepQuoteFunnel } from './quote-funnel.ts';
import { recordHistory } from './quote-history.ts';
import { priceForStorage } from './reprice.ts';
import { startRevisionIfChanged } from './sent-revisions.ts';

/**
 * Stores a document that a staff call other than the editor's save changed (an artwork fee added
 * as proofs go out), in the caller's transaction with the quote locked: priced with the tables
 * its figures were stored with, so an order's accepted lines keep their prices; its version moved
 * on, so an editor open on the old one is told to reload; the next revision when the customer now
 * sees something other than what was sent; the order's report figures and the funnel kept; one
 * history line. Answers the quote's revision after the write.
 */
export async function writeStaffDocument(
  tx: Tx,
  row: QuoteHead,
  user: AuthUser,
  document: QuoteContent,
  history: { action: string; detail: string },
): Promise<number> {
  const pricing = priceForStorage(document, await priceTablesAt(tx, row.priceTablesVersion));
  await tx
    .update(quotes)
    .set({ ...pricing, version: row.version + 1, updatedBy: user.id, updatedAt: new Date() })
    .where(eq(quotes.id, row.id));
  const revision = await startRevisionIfChanged(tx, { id: row.id, revision: row.revision }, user);
  await keepOrderFigures(tx, row.id, async () => pricing.content);
  await keepQuoteFunnel(tx, row.id);
  await recordHistory(tx, row.id, user, history.action, history.detail);
  return revision;
}
