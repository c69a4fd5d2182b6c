import { isAdmin } from '@portal/domain';
import { type QuoteRead, quoteContentSchema } from '@portal/domain/quote';
import { snapshotOf } from '@portal/domain/revisions';
import type { AppContext } from '../../app-context.ts';
import { revisionHash } from '../../lib/revision-hash.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { customerReadOf } from './customer-read.ts';
import { lastSeenRevision } from './last-seen.ts';
import { priceTablesAt } from './price-tables.ts';
import { companyNameOf, quoteForUser } from './quote-access.ts';
import { toQuoteRecord } from './quote-record.ts';
import { type Opening, recordCustomerView } from './record-customer-view.ts';
import { pricedForViewer } from './reprice.ts';
import { latestSentRevision } from './sent-revisions.ts';
import { sinceViewedOf } from './since-viewed.ts';
import { viewsOf } from './view-summary.ts';

/**
 * GET /quotes/edit/{id}: the quote as this viewer may see it, with the priced lines and Order
 * Summary computed by the server from the price tables the quote was priced with. The route
 * checks every answer on the way out; a customer's is also cut to the customer's schema here,
 * so nothing staff-only reaches it whatever the record or the pricing holds (docs/decisions/055).
 * A customer's reading (an opening, not another call's use of this one) goes into the view log,
 * and their answer carries the hash of the revision they are shown, which accepting sends back,
 * and what changed from the revision they last viewed to the newest one sent: sent revisions
 * only, so staff's changes not yet sent are never shown as changes.
 */
export async function getQuote(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  opening?: Opening,
): Promise<QuoteRead> {
  const row = await quoteForUser(ctx.db, user, id);
  const content = quoteContentSchema.parse(row.content);
  const record = { ...toQuoteRecord(row, await companyNameOf(ctx.db, row.userId)), content };
  if (!isAdmin(user)) {
    // The last view is read before this opening is recorded, or this opening would hide the change.
    const last = opening
      ? await lastSeenRevision(ctx.db, row.id, { kind: 'account', userId: user.id })
      : undefined;
    if (opening) await recordCustomerView(ctx, row, { kind: 'account', user }, opening);
    const read = await customerReadOf(ctx.db, row, record);
    const shown = snapshotOf(read);
    const hash = revisionHash(shown);
    if (!opening) return { ...read, hash };
    const newest = await latestSentRevision(ctx.db, row.id);
    // The page puts the whole document back from what it shows; only when staff changed the
    // quote since sending it does the answer bring the newest sent revision itself.
    const since_viewed = await sinceViewedOf(ctx.db, last, newest, newest?.hash !== hash);
    return { ...read, hash, since_viewed };
  }
  const priced = pricedForViewer(content, await priceTablesAt(ctx.db, row.priceTablesVersion), user);
  return { quote: record, priced, views: await viewsOf(ctx.db, row.id) };
}
