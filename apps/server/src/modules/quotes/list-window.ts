import { isAdmin } from '@portal/domain';
import { type QuoteWindowQuery, SEARCH_MATCHES_SHOWN } from '@portal/domain/quote';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { countListRows } from './count-list-rows.ts';
import { type ListFilter, listOrder, listWhere, presentListRow, selectList } from './list-quotes.ts';
import { searchMatchIds } from './search-matches.ts';

/**
 * GET /quotes/index/window and /quotes/orders/window: the same search, filter, order and
 * visibility as the whole list, one slice at a time. The first slice also says how many rows
 * the whole list has (a search: up to SEARCH_MATCHES_SHOWN), so the page can size its scroll bar.
 */
export async function listWindow(
  ctx: AppContext,
  user: AuthUser,
  { offset, limit, ...filter }: QuoteWindowQuery & Pick<ListFilter, 'ordersOnly'>,
) {
  const where = listWhere(user, filter);
  const present = presentListRow(isAdmin(user));
  /**
   * `take` rows after the first `skip` of the list in `order`. The slice's ids are found first,
   * from the sort's index alone; only its rows are then read, joined and given their view markers.
   * Read in one query, the skipped rows would each be read and given them too (decisions/166).
   */
  const slice = (order: ListFilter, take: number, skip: number) =>
    selectList(ctx.db)
      .where(
        inArray(
          quotes.id,
          ctx.db
            .select({ id: quotes.id })
            .from(quotes)
            .where(where)
            .orderBy(...listOrder(order))
            .limit(take)
            .offset(skip),
        ),
      )
      .orderBy(...listOrder(order));
  if (filter.q) {
    // A search's matches are counted up to a limit: counting every quote a common word is in
    // would read them all (decisions/166).
    const matches = await searchMatchIds(ctx.db, where, filter.q, SEARCH_MATCHES_SHOWN + 1);
    const more = matches.length > SEARCH_MATCHES_SHOWN;
    const total = offset > 0 ? null : Math.min(matches.length, SEARCH_MATCHES_SHOWN);
    if (matches.length === 0) return { offset, total, more, rows: [] };
    // Few matches: their rows are read by id and put in order. Many: the list's own order meets
    // the first of them soon.
    const rows = more
      ? await slice(filter, limit, offset)
      : await selectList(ctx.db)
          .where(inArray(quotes.id, matches))
          .orderBy(...listOrder(filter))
          .limit(limit)
          .offset(offset);
    return { offset, total, more, rows: rows.map(present) };
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
