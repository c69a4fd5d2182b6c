import { priceQuote } from '@portal/domain/pricing';
import { quoteContentSchema } from '@portal/domain/quote';
import { BREAKDOWN_NONE, type BreakdownEntry, orderBreakdownOf } from '@portal/domain/reports';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderFigureLines, orderFigures, quotes } from '../../db/schema/index.ts';
import { priceTablesAt } from './price-tables.ts';

/**
 * Keeps the reports' figures of one quote in step with it, in the transaction of the move that
 * changed it (decisions/135): an order has its row and its split by process and catalogue, made
 * from its stored document priced with the tables its totals were stored with; a quote that is
 * not an order has none. The split's remainder, if pricing again ever differed from the stored
 * totals, stays under BREAKDOWN_NONE, so each split adds up to the stored figures to the cent.
 */
export async function keepOrderFigures(
  tx: Tx,
  quoteId: number,
  content: () => Promise<unknown>,
  at: Date = new Date(),
): Promise<void> {
  const [quote] = await tx
    .select({
      userId: quotes.userId,
      orderStatus: quotes.orderStatus,
      priceCents: quotes.priceCents,
      costCents: quotes.costCents,
      priceTablesVersion: quotes.priceTablesVersion,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!quote?.orderStatus) {
    await tx.delete(orderFigures).where(eq(orderFigures.quoteId, quoteId));
    return;
  }
  const [order] = await tx
    .insert(orderFigures)
    .values({
      quoteId,
      userId: quote.userId,
      acceptedAt: at,
      priceCents: quote.priceCents,
      costCents: quote.costCents,
    })
    // An order saved again keeps the moment it was accepted.
    .onConflictDoUpdate({
      target: orderFigures.quoteId,
      set: { userId: quote.userId, priceCents: quote.priceCents, costCents: quote.costCents },
    })
    .returning({ acceptedAt: orderFigures.acceptedAt });
  if (!order) throw new Error('order figures upsert returned nothing');

  const document = quoteContentSchema.parse(await content());
  const { tables } = await priceTablesAt(tx, quote.priceTablesVersion);
  const entries = withRemainder(
    orderBreakdownOf(document, priceQuote(document, tables, { role: 'admin' }).lines),
    quote.priceCents,
    quote.costCents,
  );
  await tx.delete(orderFigureLines).where(eq(orderFigureLines.quoteId, quoteId));
  if (entries.length > 0)
    await tx.insert(orderFigureLines).values(
      entries.map((e) => ({
        quoteId,
        dimension: e.dimension,
        key: e.key,
        acceptedAt: order.acceptedAt,
        priceCents: e.priceCents,
        costCents: e.costCents,
      })),
    );
}

/** Each dimension's entries, with whatever they miss of the stored totals under BREAKDOWN_NONE. */
function withRemainder(entries: BreakdownEntry[], priceCents: number, costCents: number): BreakdownEntry[] {
  const out = [...entries];
  for (const dimension of ['process', 'catalogue'] as const) {
    const mine = out.filter((e) => e.dimension === dimension);
    const price = priceCents - mine.reduce((s, e) => s + e.priceCents, 0);
    const cost = costCents - mine.reduce((s, e) => s + e.costCents, 0);
    if (price === 0 && cost === 0) continue;
    const none = mine.find((e) => e.key === BREAKDOWN_NONE);
    if (none) {
      none.priceCents += price;
      none.costCents += cost;
    } else out.push({ dimension, key: BREAKDOWN_NONE, priceCents: price, costCents: cost });
  }
  return out;
}
