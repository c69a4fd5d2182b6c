import {
  HANDOFF_MESSAGES,
  handoffStateOf,
  type WfmWorkAnswer,
  type WfmWorkEntry,
} from '@portal/domain/handoff';
import type { AppContext } from '../../app-context.ts';
import { messagesOf } from '../../outbox/read-messages.ts';
import { enqueueJobsWork, type JobsPayload, jobsDefinition } from '../../workflowmax/jobs-channel.ts';
import type { CatalogueKey } from './keys.ts';
import { wfmSupplierCode } from './wfm.ts';

type WorkKind = 'delete-costs' | 'fetch-costs';

/**
 * Queues a piece of WorkflowMax work unless the same is still waiting or under way. Its key names
 * the newest such work before it, so two staff pressing at once build one key and the outbox's
 * unique key makes them one piece of work: no window between the check and the insert.
 */
async function startWork(ctx: AppContext, payload: JobsPayload & { kind: WorkKind }, supplier: string) {
  // A delete is looked up by its supplier, so an old one is found however much work came since.
  const lookup = supplier
    ? { field: 'supplier', values: [supplier], limit: 50 }
    : { field: 'kind', values: [payload.kind], limit: 50 };
  const same = (await messagesOf(ctx.db, jobsDefinition, lookup)).filter(
    (work) =>
      work.payload.kind === payload.kind &&
      ('supplier' in work.payload ? work.payload.supplier : '') === supplier,
  );
  if (same.some((work) => work.status === 'pending')) return;
  const after = same[0]?.id ?? 0;
  await enqueueJobsWork(
    ctx.db,
    payload,
    payload.kind === 'delete-costs' ? { kind: payload.kind, supplier, after } : { kind: payload.kind, after },
  );
  ctx.outbox.kick();
}

/**
 * POST /uploadProducts/deletexero (accounts spec 2.12 WFM tab): starts deleting a supplier's
 * products in WorkflowMax, Puma Safety sent as BIS (spec 9). The work goes through the outbox in
 * slices, its progress on the tab; a delete already under way for the supplier is not started twice.
 */
export async function startSupplierDelete(ctx: AppContext, catalogue: CatalogueKey): Promise<string> {
  const supplier = wfmSupplierCode(catalogue);
  await startWork(
    ctx,
    {
      kind: 'delete-costs',
      supplier,
      to: 'WorkflowMax',
      subject: `Delete ${supplier} products`,
      text: `Deleting the products of supplier ${supplier} in WorkflowMax`,
    },
    supplier,
  );
  return ctx.wfm ? HANDOFF_MESSAGES.deleteStarted : HANDOFF_MESSAGES.workWaiting;
}

/** POST /uploadproducts/fetchwfm: counts WorkflowMax's products per supplier, shown on the tab. */
export async function startWfmFetch(ctx: AppContext): Promise<string> {
  await startWork(
    ctx,
    {
      kind: 'fetch-costs',
      to: 'WorkflowMax',
      subject: 'Fetch products',
      text: 'Reading the products WorkflowMax holds, per supplier',
    },
    '',
  );
  return ctx.wfm ? HANDOFF_MESSAGES.downloaded : HANDOFF_MESSAGES.workWaiting;
}

type Progress = { done?: number; total?: number | null; counts?: Record<string, number> };

/** GET /uploadproducts/wfmwork (ours): the WFM tab's last twenty pieces of work and how far each got. */
export async function listWfmWork(ctx: AppContext): Promise<WfmWorkAnswer> {
  const rows = await messagesOf(ctx.db, jobsDefinition, {
    field: 'kind',
    values: ['delete-costs', 'fetch-costs'],
    limit: 20,
  });
  const work = rows.map((row): WfmWorkEntry => {
    const progress = (row.result ?? {}) as Progress;
    return {
      id: row.id,
      kind: row.payload.kind === 'delete-costs' ? 'delete' : 'fetch',
      supplier: 'supplier' in row.payload ? row.payload.supplier : '',
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
