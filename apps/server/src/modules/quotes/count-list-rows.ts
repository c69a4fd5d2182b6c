import { and, count, eq, type SQL, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes, quoteTallies } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type ListFilter, listAccount } from './list-quotes.ts';

/**
 * How many rows a list without a search has. The quotes of an account, a tab and the orders are
 * kept counted (quote_tallies, decisions/165), so everyone's list of 250,000 quotes adds up a row
 * per account rather than reading each quote. A contact's list is not kept: it counts its quotes
 * (`where`, the list's own filter).
 */
export async function countListRows(
  db: Db,
  user: AuthUser,
  filter: ListFilter,
  where: SQL | undefined,
): Promise<number> {
  if (filter.contactid) {
    const [counted] = await db.select({ n: count() }).from(quotes).where(where);
    return Number(counted?.n ?? 0);
  }
  const account = listAccount(user, filter);
  const [kept] = await db
    .select({ n: sum(quoteTallies.quotes).mapWith(Number) })
    .from(quoteTallies)
    .where(
      and(
        account === undefined ? undefined : eq(quoteTallies.userId, account),
        filter.archive ? eq(quoteTallies.archive, Number(filter.archive)) : undefined,
        filter.ordersOnly ? eq(quoteTallies.isOrder, true) : undefined,
      ),
    );
  return kept?.n ?? 0;
}
