import { deviceOf } from '@portal/domain/revisions';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quoteViews } from '../../db/schema/index.ts';
import { keepQuoteFunnel } from './quote-funnel.ts';
import { type HistoryActor, recordHistory } from './quote-history.ts';

/** Where an opening came from: the request's address and user agent. */
export type Opening = { address: string; userAgent: string | undefined };

/** Who opened the quote: the signed-in customer, or the holder of a mailed link. */
export type Viewer =
  | { kind: 'account'; user: NonNullable<HistoryActor> }
  | { kind: 'link'; linkId: number; linkRevision: number };

/**
 * Records one opening of a quote by its customer in the view log (every one: staff read the
 * count, the last time and device), and in the quote's history only the first opening of each
 * revision, so reloads, mail scanners and a link opened twenty times do not bury the history.
 * Openings of one quote take turns on a lock held for this short transaction, so two at once
 * still make one history line.
 */
export async function recordCustomerView(
  ctx: AppContext,
  quote: { id: number; revision: number },
  viewer: Viewer,
  opening: Opening,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-views-${quote.id}`}))`);
    const [seen] = await tx
      .select({ id: quoteViews.id })
      .from(quoteViews)
      .where(and(eq(quoteViews.quoteId, quote.id), eq(quoteViews.revision, quote.revision)))
      .limit(1);
    await tx.insert(quoteViews).values({
      quoteId: quote.id,
      revision: quote.revision,
      userId: viewer.kind === 'account' ? viewer.user.id : null,
      linkId: viewer.kind === 'link' ? viewer.linkId : null,
      address: opening.address,
      device: deviceOf(opening.userAgent),
    });
    await keepQuoteFunnel(tx, quote.id);
    if (seen) return;
    if (viewer.kind === 'account')
      await recordHistory(tx, quote.id, viewer.user, 'viewed the quote in the portal', `R${quote.revision}`);
    else
      await recordHistory(
        tx,
        quote.id,
        null,
        'opened the emailed link',
        `R${viewer.linkRevision} link, quote at R${quote.revision}`,
      );
  });
}
