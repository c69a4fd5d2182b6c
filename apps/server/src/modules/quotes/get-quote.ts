import { isAdmin } from '@portal/domain';
import { quoteContentSchema } from '@portal/domain/quote';
import { redactContentForCustomer } from '@portal/domain/redaction';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { priceTablesAt } from './price-tables.ts';
import { companyNameOf, quoteForUser } from './quote-access.ts';
import { presentQuote, toQuoteRecord } from './quote-record.ts';
import { pricedForViewer } from './reprice.ts';

/**
 * GET /quotes/edit/{id}: the quote as this viewer may see it, with the priced lines and Order
 * Summary computed by the server from the price tables the quote was priced with.
 */
export async function getQuote(ctx: AppContext, user: AuthUser, id: number) {
  const row = await quoteForUser(ctx.db, user, id);
  const record = toQuoteRecord(row, await companyNameOf(ctx.db, row.userId));
  const content = quoteContentSchema.parse(row.content);
  // A customer's pricing is computed on the document as the customer may see it.
  const visible = isAdmin(user) ? content : quoteContentSchema.parse(redactContentForCustomer(content));
  const priced = pricedForViewer(visible, await priceTablesAt(ctx.db, row.priceTablesVersion), user);
  return { quote: presentQuote(record, user), priced };
}
