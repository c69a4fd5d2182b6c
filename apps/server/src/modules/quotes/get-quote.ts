import { isAdmin } from '@portal/domain';
import { type QuoteRead, quoteContentSchema } from '@portal/domain/quote';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { customerReadOf } from './customer-read.ts';
import { priceTablesAt } from './price-tables.ts';
import { companyNameOf, quoteForUser } from './quote-access.ts';
import { toQuoteRecord } from './quote-record.ts';
import { recordCustomerView } from './record-customer-view.ts';
import { pricedForViewer } from './reprice.ts';

/**
 * GET /quotes/edit/{id}: the quote as this viewer may see it, with the priced lines and Order
 * Summary computed by the server from the price tables the quote was priced with. The route
 * checks every answer on the way out; a customer's is also cut to the customer's schema here,
 * so nothing staff-only reaches it whatever the record or the pricing holds (docs/decisions/055).
 * A customer's reading is recorded in the quote's history.
 */
export async function getQuote(ctx: AppContext, user: AuthUser, id: number): Promise<QuoteRead> {
  const row = await quoteForUser(ctx.db, user, id);
  const content = quoteContentSchema.parse(row.content);
  const record = { ...toQuoteRecord(row, await companyNameOf(ctx.db, row.userId)), content };
  if (!isAdmin(user)) {
    await recordCustomerView(ctx, user, row);
    return customerReadOf(ctx.db, row, record);
  }
  const priced = pricedForViewer(content, await priceTablesAt(ctx.db, row.priceTablesVersion), user);
  return { quote: record, priced };
}
