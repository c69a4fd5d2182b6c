import { addDays, businessToday } from '@portal/domain/dates';
import {
  HANDOFF_MESSAGES,
  JOB_DUE_DAYS,
  jobOfDocument,
  type SendWorkflowMaxBody,
} from '@portal/domain/handoff';
import type { QuoteContent } from '@portal/domain/quote';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isQueued } from '../../outbox/enqueue.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { enqueueJobsWork, jobsDefinition } from '../../workflowmax/jobs-channel.ts';
import { proofJobLinesOrRefuse } from '../proofs/index.ts';
import { customerDocumentOf, quoteForUser, recordHistory } from '../quotes/index.ts';

/**
 * POST /quotes/sendworkflowmax/{id} (admin; accounts spec 2.9): queues the order's job with the
 * chosen category, in one transaction with the order locked. The job is built from the order as
 * its customer was shown it, and keyed per order, so a double click, two staff or a retry make
 * one job. Unset, the job waits on the Outbox page and the answer says so. Every decoration's
 * current proof must be approved, or overridden by staff, and the job carries the approved versions.
 */
export async function sendToWorkflowMax(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: SendWorkflowMaxBody,
): Promise<string> {
  await ctx.db.transaction(async (tx) => {
    // The order's lock puts concurrent sends in line; the first queues the job, the rest find it.
    const row = await quoteForUser(tx, user, id, { forUpdate: true });
    if (!row.orderStatus) throw badRequest(HANDOFF_MESSAGES.onlyOrders);
    const facts = { kind: 'job', quoteId: row.id } as const;
    if (await isQueued(tx, jobsDefinition.keyOf(facts))) return;
    // Nothing unapproved reaches production (decisions/129): refused in words, nothing queued.
    const proofLines = await proofJobLinesOrRefuse(ctx, tx, row.id, row.content as QuoteContent);
    const document = await customerDocumentOf(tx, row);
    const today = businessToday();
    const job = jobOfDocument(document, {
      quoteId: row.id,
      category: body.wfm_category,
      clientNumber: row.wfmOrderNo,
      contactEmail: document.contactEmail,
      startDay: today,
      dueDay: addDays(today, JOB_DUE_DAYS),
      proofLines,
    });
    await enqueueJobsWork(
      tx,
      { kind: 'job', quoteId: row.id, job, to: job.client.name, subject: job.name, text: job.description },
      facts,
    );
    await tx.update(quotes).set({ wfmCategory: body.wfm_category }).where(eq(quotes.id, row.id));
    await recordHistory(tx, row.id, user, 'sent to workflowmax', body.wfm_category);
  });
  ctx.outbox.kick();
  return ctx.wfm ? HANDOFF_MESSAGES.jobSaved : HANDOFF_MESSAGES.jobWaiting;
}
