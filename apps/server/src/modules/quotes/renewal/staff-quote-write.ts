import { RENEWAL_MESSAGES, type RenewalBody } from '@portal/domain/renewal';
import { applyAction } from '@portal/domain/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { quotes } from '../../../db/schema/index.ts';
import { badRequest } from '../../../lib/http-error.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { checkWrite } from '../exact-write.ts';
import { type QuoteHead, quoteHeadForUser } from '../quote-access.ts';
import { keepQuoteFunnel } from '../quote-funnel.ts';
import { recordHistory } from '../quote-history.ts';
import { startRevisionIfChanged } from '../sent-revisions.ts';

type Columns = Partial<typeof quotes.$inferInsert>;
type Written = { version: number; revision: number; validTo: string };

/**
 * Renew and Re-price share their frame: in one transaction with the quote locked, the exact-write
 * check (a double click writes once), a quote staff could save (an order keeps its accepted
 * prices), the columns `change` gives, the next revision when the customer would now see
 * something other than what was sent, and one history line.
 */
export async function staffQuoteWrite(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  call: 'renew' | 'reprice',
  body: { version?: number | undefined } & Omit<RenewalBody, 'version'>,
  change: (tx: Tx, row: QuoteHead) => Promise<{ columns: Columns; history: (revision: number) => string }>,
): Promise<{ row: QuoteHead; written: Written; repeat: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const row = await quoteHeadForUser(tx, user, id, { forUpdate: true });
    const check = await checkWrite(tx, row, user, call, body);
    const written = { version: row.version, revision: row.revision, validTo: row.validTo ?? '' };
    if (check.repeat) return { row, written, repeat: true };
    if (row.orderStatus.trim()) throw badRequest(RENEWAL_MESSAGES.notAQuote);
    const state = { status: row.status, order_status: row.orderStatus, revision: row.revision };
    const move = applyAction(state, 'save', user);
    if (!move.ok) throw badRequest(move.reason);
    const { columns, history } = await change(tx, row);
    await tx
      .update(quotes)
      .set({
        ...columns,
        version: row.version + 1,
        lastWrite: check.key,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, row.id));
    const revision = await startRevisionIfChanged(tx, { id: row.id, revision: row.revision }, user);
    // A new valid-to day moves the quote's expiry in the funnel.
    await keepQuoteFunnel(tx, row.id);
    await recordHistory(
      tx,
      row.id,
      user,
      call === 'renew' ? 'renewed the quote' : 'priced the quote again',
      history(revision),
    );
    return {
      row,
      written: { version: row.version + 1, revision, validTo: columns.validTo ?? written.validTo },
      repeat: false,
    };
  });
}
