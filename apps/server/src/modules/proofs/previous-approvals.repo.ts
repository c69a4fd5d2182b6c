import { type PreviousApproval, previousApprovalsOf } from '@portal/domain/proofs';
import type { QuoteContent } from '@portal/domain/quote';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { proofs, quotes } from '../../db/schema/index.ts';
import { storedContentOf } from '../quotes/index.ts';

/**
 * The earlier approvals a reorder offers (`previousApprovalsOf`), read from the order it was
 * copied from. A quote that is no copy, or whose source is gone, offers none.
 */
export async function previousApprovalsOfQuote(
  db: Db | Tx,
  quoteId: number,
  content: QuoteContent,
  proofedRows: ReadonlySet<string>,
  timeZone: string,
): Promise<Map<string, PreviousApproval>> {
  const [quote] = await db
    .select({ copiedFrom: quotes.copiedFrom })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  const sourceId = quote?.copiedFrom;
  if (!sourceId) return new Map();
  const sourceContent = await storedContentOf(db, sourceId);
  if (!sourceContent) return new Map();
  const sourceProofs = await db
    .select({
      id: proofs.id,
      row_id: proofs.rowId,
      version: proofs.version,
      state: proofs.state,
      decided_at: proofs.decidedAt,
      file_name: proofs.fileName,
    })
    .from(proofs)
    .where(eq(proofs.quoteId, sourceId));
  return previousApprovalsOf(
    { id: sourceId, content: sourceContent, proofs: sourceProofs },
    content,
    proofedRows,
    timeZone,
  );
}
