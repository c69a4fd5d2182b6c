import {
  type HandoffState,
  handoffStateOf,
  invoiceNumberOf,
  type OrderHandoffAnswer,
} from '@portal/domain/handoff';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import { type MessageState, messagesByKeys } from '../../outbox/read-messages.ts';
import { jobsDefinition } from '../../workflowmax/jobs-channel.ts';
import { invoiceDefinition } from '../../xero/invoices-channel.ts';

type OutboxRow = MessageState;

/** How an Outbox message stands, in the words staff see beside the order. */
function stateOf(row: OutboxRow | undefined, configured: boolean, detail: string | null): HandoffState {
  const result = (row?.result ?? null) as { number?: string; status?: string } | null;
  if (!row) return { state: 'none', number: null, detail, error: null, outbox_id: null, configured };
  return {
    state: handoffStateOf(row.status),
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
 * failed with the reason and a Retry). They are found by their keys (the job's per order, the
 * invoice's per revision), through the key's unique index: this is polled while one is waiting.
 * The newest invoice of an order is its last revision's.
 */
export async function handoffStatesOf(ctx: AppContext, quoteIds: number[]): Promise<OrderHandoffAnswer[]> {
  if (quoteIds.length === 0) return [];
  const orders = await ctx.db
    .select({
      id: quotes.id,
      revision: quotes.revision,
      category: quotes.wfmCategory,
      status: quotes.xeroInvoiceStatus,
    })
    .from(quotes)
    .where(inArray(quotes.id, quoteIds));
  const invoiceKeys = (order: (typeof orders)[number]) =>
    Array.from({ length: Math.max(order.revision, 1) }, (_, r) =>
      invoiceDefinition.keyOf({ invoiceNumber: invoiceNumberOf(order.id, r + 1) }),
    );
  const jobKey = (quoteId: number) => jobsDefinition.keyOf({ kind: 'job', quoteId });
  const keys = orders.flatMap((order) => [jobKey(order.id), ...invoiceKeys(order)]);
  const rows = await messagesByKeys(ctx.db, keys);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  return quoteIds.map((id) => {
    const order = orderOf.get(id);
    const newestInvoice = order
      ? invoiceKeys(order)
          .reverse()
          .map((key) => byKey.get(key))
          .find(Boolean)
      : undefined;
    return {
      quote_id: id,
      job: stateOf(byKey.get(jobKey(id)), Boolean(ctx.wfm), order?.category ?? null),
      invoice: stateOf(newestInvoice, Boolean(ctx.config.xero), order?.status ?? null),
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
