import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceMoveLists } from '../../db/schema/index.ts';
import type { PriceMove } from './list-price-moves.ts';

/** The newest list of quotes whose price would move, or null before the first is made. */
export async function latestPriceMoves(
  db: Db,
): Promise<{ day: string; madeAt: Date; moves: PriceMove[] } | null> {
  const [list] = await db.select().from(priceMoveLists).orderBy(desc(priceMoveLists.day)).limit(1);
  return list ? { day: list.day, madeAt: list.madeAt, moves: list.moves as PriceMove[] } : null;
}
