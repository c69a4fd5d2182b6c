import type { WfmJobRequest } from '@portal/domain/handoff';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { quotes } from '../db/schema/index.ts';
import { type ChannelDefinition, channelOf, type OutboxChannel } from '../outbox/channel.ts';
import { enqueue } from '../outbox/enqueue.ts';
import { countSupplierCosts, type DeleteProgress, deleteSupplierCostsSlice } from './wfm-costs.ts';
import { createWfmJob } from './wfm-job.ts';
import type { WfmService } from './wfm-service.ts';

const wfmJobRequest = z.object({
  name: z.string().min(1),
  description: z.string(),
  clientNumber: z.string(),
  category: z.string(),
  client: z.object({ name: z.string().min(1), email: z.string() }),
  startDay: z.string(),
  dueDay: z.string(),
}) satisfies z.ZodType<WfmJobRequest>;

/** What the Outbox page shows of a piece of WorkflowMax work. */
const shownFields = { to: z.string(), subject: z.string(), text: z.string() };

/** The work the 'jobs' channel carries to WorkflowMax. */
export const jobsPayload = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('job'),
    quoteId: z.number().int().positive(),
    job: wfmJobRequest,
    ...shownFields,
  }),
  z.object({ kind: z.literal('delete-costs'), supplier: z.string().min(1), ...shownFields }),
  z.object({ kind: z.literal('fetch-costs'), ...shownFields }),
]);
export type JobsPayload = z.infer<typeof jobsPayload>;

/** How an order's job message is keyed: the prefix and the order's id. */
const JOB_KEY_PREFIX = 'wfm-job-Q';

/**
 * An order's job key as an SQL expression of a query's row, the same as `keyOf` gives: the staff
 * home page finds the orders with no job message through the key's index.
 */
export const orderJobKeySql = (quoteId: AnyColumn | SQL): SQL => sql`${JOB_KEY_PREFIX} || ${quoteId}`;

/** What makes WorkflowMax work one piece of work, for its outbox key. */
export type JobsKeyFacts =
  /** An order's job: one per order, however often it is sent. */
  | { kind: 'job'; quoteId: number }
  /**
   * A supplier's delete, or a fetch, started after the work numbered `after`: two staff
   * pressing at once give the same facts, so the unique key makes it one piece of work.
   */
  | { kind: 'delete-costs'; supplier: string; after: number }
  | { kind: 'fetch-costs'; after: number };

/** The formats are those of keys already in outbox tables: changing one would make work twice. */
function jobsKeyOf(facts: JobsKeyFacts): string {
  switch (facts.kind) {
    case 'job':
      return `${JOB_KEY_PREFIX}${facts.quoteId}`;
    case 'delete-costs':
      return `wfm-delete-${facts.supplier}-after-${facts.after}`;
    case 'fetch-costs':
      return `wfm-fetch-after-${facts.after}`;
  }
}

/** The jobs channel's one definition. */
export const jobsDefinition: ChannelDefinition<JobsPayload, JobsKeyFacts> = {
  name: 'jobs',
  payload: jobsPayload,
  keyOf: jobsKeyOf,
  destinationOf: () => '',
  shown: (work) => ({ to: work.to, subject: work.subject, text: work.text }),
};

/** Queue WorkflowMax work in the caller's transaction; the same facts make a repeat the same work. */
export const enqueueJobsWork = (tx: Tx | Db, payload: JobsPayload, facts: JobsKeyFacts): Promise<void> =>
  enqueue(tx, jobsDefinition, payload, facts);

/**
 * The 'jobs' channel: an order's job (its number stored on the order as wfm_id), a slice of
 * deleting a supplier's products, or counting them. Without WorkflowMax the channel is left out
 * of the worker, so its work waits on the Outbox page until WorkflowMax is set up.
 */
export function jobsChannel(db: Db, wfm: WfmService): OutboxChannel {
  return channelOf(jobsDefinition, async (work, _key, progress) => {
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
  });
}
