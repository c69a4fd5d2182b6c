import type { WfmJobRequest } from '@portal/domain/handoff';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { quotes } from '../db/schema/index.ts';
import type { OutboxChannel } from '../outbox/channel.ts';
import { enqueueMessage } from '../outbox/enqueue.ts';
import { countSupplierCosts, type DeleteProgress, deleteSupplierCostsSlice } from './wfm-costs.ts';
import { createWfmJob } from './wfm-job.ts';
import type { WfmService } from './wfm-service.ts';

/** What the Outbox page shows of a piece of WorkflowMax work. */
type Shown = { to: string; subject: string; text: string };

/** The work the 'jobs' channel carries to WorkflowMax. */
export type JobsPayload = Shown &
  (
    | { kind: 'job'; quoteId: number; job: WfmJobRequest }
    | { kind: 'delete-costs'; supplier: string }
    | { kind: 'fetch-costs' }
  );

/** Queue WorkflowMax work in the caller's transaction; the key makes a repeat the same work. */
export const enqueueJobsWork = (tx: Tx | Db, payload: JobsPayload, idempotencyKey: string): Promise<void> =>
  enqueueMessage(tx, { channel: 'jobs', idempotencyKey, destination: '', payload });

/**
 * The 'jobs' channel: an order's job (its number stored on the order as wfm_id), a slice of
 * deleting a supplier's products, or counting them. Without WorkflowMax the channel is left out
 * of the worker, so its work waits on the Outbox page until WorkflowMax is set up.
 */
export function jobsChannel(db: Db, wfm: WfmService): OutboxChannel {
  return {
    name: 'jobs',
    deliver: async (payload, _key, progress) => {
      const work = payload as JobsPayload;
      if (work.kind === 'job') {
        const lists = async () => (await wfm.lists.get(false)).lists;
        const number = await createWfmJob(wfm.client, work.quoteId, work.job, lists);
        await db.update(quotes).set({ wfmId: number }).where(eq(quotes.id, work.quoteId));
        return { result: { number, category: work.job.category } };
      }
      if (work.kind === 'delete-costs') {
        const before = (progress.previous as DeleteProgress | null) ?? { done: 0, total: null };
        const slice = await deleteSupplierCostsSlice(wfm.client, work.supplier, before, progress.report);
        return { result: slice.progress, more: slice.more };
      }
      const counts = await countSupplierCosts(wfm.client);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { result: { done: total, total, counts } };
    },
  };
}
