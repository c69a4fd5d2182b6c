import type { HandoffState, OrderHandoffAnswer } from '@portal/domain/handoff';
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { outbox, quotes } from '../../db/schema/index.ts';

type OutboxRow = typeof outbox.$inferSelect;

/** How an Outbox message stands, in the words staff see beside the order. */
function stateOf(row: OutboxRow | undefined, configured: boolean, detail: string | null): HandoffState {
  const result = (row?.result ?? null) as { number?: string; status?: string } | null;
  if (!row) return { state: 'none', number: null, detail, error: null, outbox_id: null, configured };
  const state = row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : 'waiting';
  return {
    state,
    number: result?.number ?? null,
    detail: result?.status ?? detail,
    error: row.lastError,
    outbox_id: row.id,
    configured,
  };
}

/**
 * The job and invoice of each order (staff only): read from the Outbox messages that carry them,
 * so the state shown is the state of the delivery itself (waiting, sent with its number, or
 * failed with the reason and a Retry). The newest invoice of an order is its last revision's.
 */
export async function handoffStatesOf(ctx: AppContext, quoteIds: number[]): Promise<OrderHandoffAnswer[]> {
  if (quoteIds.length === 0) return [];
  const ids = quoteIds.map(String);
  const rows = await ctx.db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.channel, ['jobs', 'invoicing']), sql`${outbox.payload}->>'quoteId' in ${ids}`))
    .orderBy(desc(outbox.id));
  const categories = await ctx.db
    .select({ id: quotes.id, category: quotes.wfmCategory, status: quotes.xeroInvoiceStatus })
    .from(quotes)
    .where(inArray(quotes.id, quoteIds));
  const quoteOf = new Map(categories.map((row) => [row.id, row]));
  const quoteIdOf = (row: OutboxRow) => Number((row.payload as { quoteId?: unknown }).quoteId);
  return quoteIds.map((id) => {
    const mine = rows.filter((row) => quoteIdOf(row) === id);
    return {
      quote_id: id,
      job: stateOf(
        mine.find((row) => row.channel === 'jobs'),
        Boolean(ctx.wfm),
        quoteOf.get(id)?.category ?? null,
      ),
      invoice: stateOf(
        mine.find((row) => row.channel === 'invoicing'),
        Boolean(ctx.config.xero),
        quoteOf.get(id)?.status ?? null,
      ),
    };
  });
}

/**
 * The order's own page also shows where its job stands in WorkflowMax (the job's status coming
 * back): "In Progress (Embroidery)". The Jobs tab does not ask, which would be a call per order.
 */
export async function withJobState(
  ctx: AppContext,
  handoff: OrderHandoffAnswer,
): Promise<OrderHandoffAnswer> {
  if (!ctx.wfm || handoff.job.state !== 'sent' || !handoff.job.number) return handoff;
  const state = await ctx.wfm.jobState(handoff.job.number);
  if (!state) return handoff;
  const detail = handoff.job.detail ? `${state} (${handoff.job.detail})` : state;
  return { ...handoff, job: { ...handoff.job, detail } };
}
