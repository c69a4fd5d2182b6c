import { priceMovePercent } from '@portal/domain/renewal';
import { TODAY_FIRST_ITEMS, type TodayPriceMove } from '@portal/domain/today';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, quotes } from '../../db/schema/index.ts';
import { latestPriceMoves } from '../price-moves/index.ts';
import { awaitingAnswer, todayQuoteColumns, todayQuoteOf } from './today-quote.ts';

/**
 * The newest nightly list of quotes whose total would move past the business's percentage if
 * priced again (decisions/147), the biggest move first. A quote answered, archived or past its
 * valid-to since the list was made has left it.
 */
export async function priceMoves(db: Db, today: string): Promise<{ count: number; items: TodayPriceMove[] }> {
  const list = await latestPriceMoves(db);
  if (!list || list.moves.length === 0) return { count: 0, items: [] };
  const rows = await db
    .select({ ...todayQuoteColumns, validTo: quotes.validTo })
    .from(quotes)
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .where(
      and(
        awaitingAnswer,
        gte(quotes.validTo, today),
        inArray(
          quotes.id,
          list.moves.map((move) => move.quote_id),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = list.moves.flatMap((move) => {
    const row = byId.get(move.quote_id);
    if (!row) return [];
    return [
      {
        ...todayQuoteOf(row, list.madeAt),
        valid_to: row.validTo ?? today,
        total_before: move.total_before,
        total_after: move.total_after,
        change_percent: priceMovePercent(move.total_before, move.total_after),
      },
    ];
  });
  return { count: items.length, items: items.slice(0, TODAY_FIRST_ITEMS) };
}
