import { isAdmin } from '@portal/domain';
import type { QuoteWindowQuery } from '@portal/domain/quote';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { companies, quotes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { countListRows } from './count-list-rows.ts';
import {
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
  /** `take` rows after the first `skip` of the list in `order`. */
  const slice = (order: ListFilter, take: number, skip: number) =>
    selectList(ctx.db)
      .where(where)
      .orderBy(...listOrder(order))
      .limit(take)
      .offset(skip);
  if (filter.q) {
    if (offset > 0) return { offset, total: null, rows: (await slice(filter, limit, offset)).map(present) };
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
  // Without a search the count is kept, so it costs little on every slice; a slice in the later
  // half is read from the list's end, in the opposite order, skipping the fewer rows after it.
  const total = await countListRows(ctx.db, user, filter, where);
  const after = total - offset - limit;
  const fromEnd = after < offset;
  const reversed = { ...filter, dir: filter.dir === 'asc' ? 'desc' : 'asc' } as const;
  const rows = fromEnd
    ? (await slice(reversed, Math.max(0, Math.min(limit, total - offset)), Math.max(0, after))).reverse()
    : await slice(filter, limit, offset);
  return { offset, total: offset > 0 ? null : total, rows: rows.map(present) };
}
