import { isAdmin } from '@portal/domain';
import type { QuoteWindowQuery } from '@portal/domain/quote';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { companies, quotes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  countList,
  type ListFilter,
  listColumns,
  listOrder,
  listWhere,
  presentListRow,
  selectList,
} from './list-quotes.ts';

/**
 * GET /quotes/index/window and /quotes/orders/window: the same search, filter, order and
 * visibility as the whole list, one slice at a time. The first slice also says how many rows
 * the whole list has, so the page can size its scroll bar.
 */
export async function listWindow(
  ctx: AppContext,
  user: AuthUser,
  { offset, limit, ...filter }: QuoteWindowQuery & Pick<ListFilter, 'ordersOnly'>,
) {
  const where = listWhere(user, filter);
  const present = presentListRow(isAdmin(user));
  if (filter.q && offset === 0) {
    // A search reads every quote anyway to count its matches: count them in the same pass.
    // (selectList's join, with one more column.)
    const counted = await ctx.db
      .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(quotes)
      .leftJoin(companies, eq(companies.userId, quotes.userId))
      .where(where)
      .orderBy(...listOrder(filter))
      .limit(limit);
    return {
      offset,
      total: counted[0]?.total ?? 0,
      rows: counted.map(({ total: _t, ...row }) => present(row)),
    };
  }
  const rows = await selectList(ctx.db)
    .where(where)
    .orderBy(...listOrder(filter))
    .limit(limit)
    .offset(offset);
  // Without a search the count comes from an index; later slices need none.
  const total =
    offset > 0
      ? null
      : rows.length < limit
        ? rows.length
        : Number((await countList(ctx.db, where))[0]?.n ?? 0);
  return { offset, total, rows: rows.map(present) };
}
