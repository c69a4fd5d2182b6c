import { randomUUID } from 'node:crypto';
import {
  HANDOFF_MESSAGES,
  handoffStateOf,
  type WfmWorkAnswer,
  type WfmWorkEntry,
} from '@portal/domain/handoff';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { outbox } from '../../db/schema/index.ts';
import { enqueueJobsWork, type JobsPayload } from '../../workflowmax/jobs-channel.ts';
import type { CatalogueKey } from '../catalogue/keys.ts';
import { wfmSupplierCode } from '../product-data/wfm.ts';

/**
 * POST /uploadProducts/deletexero (accounts spec 2.12 WFM tab): starts deleting a supplier's
 * products in WorkflowMax, Puma Safety sent as BIS (spec 9). The work goes through the outbox in
 * slices, its progress on the tab; a delete already under way for the supplier is not started twice.
 */
export async function startSupplierDelete(ctx: AppContext, catalogue: CatalogueKey): Promise<string> {
  const supplier = wfmSupplierCode(catalogue);
  const open = await openWork(ctx, 'delete-costs', supplier);
  if (!open) {
    const payload: JobsPayload = {
      kind: 'delete-costs',
      supplier,
      to: 'WorkflowMax',
      subject: `Delete ${supplier} products`,
      text: `Deleting the products of supplier ${supplier} in WorkflowMax`,
    };
    await enqueueJobsWork(ctx.db, payload, `wfm-delete-${supplier}-${randomUUID()}`);
    ctx.outbox.kick();
  }
  return ctx.wfm ? HANDOFF_MESSAGES.deleteStarted : HANDOFF_MESSAGES.workWaiting;
}

/** POST /uploadproducts/fetchwfm: counts WorkflowMax's products per supplier, shown on the tab. */
export async function startWfmFetch(ctx: AppContext): Promise<string> {
  if (!(await openWork(ctx, 'fetch-costs', ''))) {
    const payload: JobsPayload = {
      kind: 'fetch-costs',
      to: 'WorkflowMax',
      subject: 'Fetch products',
      text: 'Reading the products WorkflowMax holds, per supplier',
    };
    await enqueueJobsWork(ctx.db, payload, `wfm-fetch-${randomUUID()}`);
    ctx.outbox.kick();
  }
  return ctx.wfm ? HANDOFF_MESSAGES.downloaded : HANDOFF_MESSAGES.workWaiting;
}

/** Whether such work is still waiting or under way. */
async function openWork(ctx: AppContext, kind: string, supplier: string): Promise<boolean> {
  const found = await ctx.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'jobs'),
        eq(outbox.status, 'pending'),
        sql`${outbox.payload}->>'kind' = ${kind}`,
        sql`coalesce(${outbox.payload}->>'supplier', '') = ${supplier}`,
      ),
    )
    .limit(1);
  return found.length > 0;
}

type Progress = { done?: number; total?: number | null; counts?: Record<string, number> };

/** GET /uploadproducts/wfmwork (ours): the WFM tab's last twenty pieces of work and how far each got. */
export async function listWfmWork(ctx: AppContext): Promise<WfmWorkAnswer> {
  const rows = await ctx.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'jobs'),
        inArray(sql`${outbox.payload}->>'kind'`, ['delete-costs', 'fetch-costs']),
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(20);
  const work = rows.map((row): WfmWorkEntry => {
    const payload = row.payload as { kind: string; supplier?: string };
    const progress = (row.result ?? {}) as Progress;
    return {
      id: row.id,
      kind: payload.kind === 'delete-costs' ? 'delete' : 'fetch',
      supplier: payload.supplier ?? '',
      state: handoffStateOf(row.status),
      done: progress.done ?? 0,
      total: progress.total ?? null,
      counts: progress.counts ?? null,
      error: row.lastError,
      created_at: row.createdAt.toISOString(),
    };
  });
  return { configured: Boolean(ctx.wfm), work };
}
