import { isBusinessDay } from '@portal/domain/business-days';
import { movesPast } from '@portal/domain/renewal';
import { todayWindowOf } from '@portal/domain/today';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { priceMoveLists, quotes } from '../../db/schema/index.ts';
import { readBusinessSettings } from '../business/index.ts';
import { pricedToday } from '../quotes/index.ts';

/** The lock of making the day's list: one process makes it, the others find it made. */
const LIST_LOCK = 7_311_147;

/** One listed quote: its total now and priced again today (cents, ex GST). */
export type PriceMove = { quote_id: number; total_before: number; total_after: number };

/**
 * Prices again, without saving, every quote awaiting an answer whose valid-to date is within the
 * week (the home page's "expiring this week"), and keeps those whose total would move by more
 * than the percentage, the biggest move first.
 */
async function movesOf(tx: Tx, window: { today: string; expiringUntil: string }, percent: number) {
  const expiring = await tx
    .select({ id: quotes.id, priceCents: quotes.priceCents, priceTablesVersion: quotes.priceTablesVersion })
    .from(quotes)
    .where(
      and(
        eq(quotes.status, 'Completed Quote'),
        eq(quotes.orderStatus, ''),
        eq(quotes.archive, 0),
        between(quotes.validTo, window.today, window.expiringUntil),
      ),
    )
    .orderBy(asc(quotes.id));
  const moves: PriceMove[] = [];
  for (const quote of expiring) {
    const { pricing } = await pricedToday(tx, quote);
    if (movesPast(quote.priceCents, pricing.priceCents, percent))
      moves.push({ quote_id: quote.id, total_before: quote.priceCents, total_after: pricing.priceCents });
  }
  const size = (move: PriceMove) => Math.abs(move.total_after - move.total_before) / (move.total_before || 1);
  return moves.sort((a, b) => size(b) - size(a) || a.quote_id - b.quote_id);
}

/**
 * Makes the list of quotes whose price would move for the business day at the context's clock,
 * once across every process: the day is the list's key, and the work runs under a lock another
 * process skips (it would only repeat it). Nothing on a day that is not a business day, nor when
 * the day's list exists. Answers the list made, or null when there was nothing to do here.
 */
export async function listPriceMovesOnce(ctx: AppContext): Promise<PriceMove[] | null> {
  const now = ctx.clock.now();
  const business = await readBusinessSettings(ctx.db);
  const window = todayWindowOf(now, business.time_zone);
  if (!isBusinessDay(window.today, business.holiday_state)) return null;
  return ctx.db.transaction(async (tx) => {
    const answer = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LIST_LOCK}) as got`,
    )) as unknown as {
      rows: { got: boolean }[];
    };
    if (!answer.rows[0]?.got) return null;
    const [made] = await tx
      .select({ day: priceMoveLists.day })
      .from(priceMoveLists)
      .where(eq(priceMoveLists.day, window.today));
    if (made) return null;
    const moves = await movesOf(tx, window, business.price_move_percent);
    await tx
      .insert(priceMoveLists)
      .values({ day: window.today, percent: business.price_move_percent, moves, madeAt: now })
      .onConflictDoNothing();
    return moves;
  });
}
