import type { OrderFacts } from '@portal/domain/order-progress';
import type { QuoteContent } from '@portal/domain/quote';
import { isAccepted } from '@portal/domain/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import { messagesByKeys } from '../../outbox/read-messages.ts';
import { readJobState } from '../../workflowmax/wfm-job-state.ts';
import { invoiceDefinition } from '../../xero/invoices-channel.ts';
import { readInvoiceFacts } from '../../xero/xero-invoice-state.ts';
import { proofStandingOf } from '../proofs/index.ts';
import { acceptedAtOf } from '../quotes/index.ts';

/** The order's own row, as its notices need it. */
export type ProgressOrder = {
  id: number;
  userId: number;
  contactUser: number | null;
  label: string;
  revision: number;
  orderStatus: string;
  archive: number;
  /** When it was accepted: its acceptance record's time, or null when it has none. */
  acceptedAt: Date | null;
};

/** How many calls a pass may still make to each service; a read past it waits for the next pass. */
export type CallBudget = { wfm: number; xero: number };

/**
 * What is known of an order now: the acceptance and its artwork from the database; the job's
 * state from WorkflowMax and the invoice from Xero while the pass's budget lasts. A call that
 * fails leaves its fact unknown (the step waits for a later reading), never stops the pass.
 */
export async function readOrderFacts(
  ctx: AppContext,
  quoteId: number,
  budget: CallBudget,
): Promise<{ order: ProgressOrder; facts: OrderFacts } | null> {
  const [row] = await ctx.db
    .select({
      id: quotes.id,
      userId: quotes.userId,
      contactUser: quotes.contactUser,
      label: quotes.label,
      revision: quotes.revision,
      orderStatus: quotes.orderStatus,
      archive: quotes.archive,
      wfmId: quotes.wfmId,
      invoiceNumber: quotes.xeroInvoiceNumber,
      content: quotes.content,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!row) return null;
  const accepted = isAccepted(row.orderStatus);
  const proofs = accepted ? await proofStandingOf(ctx.db, quoteId, row.content as QuoteContent) : 'waiting';

  let jobState: string | null = null;
  if (accepted && ctx.wfm && row.wfmId && budget.wfm > 0) {
    budget.wfm -= 1;
    jobState = await readJobState(ctx.wfm.client, row.wfmId).catch(() => null);
  }
  let invoice: OrderFacts['invoice'] = null;
  if (accepted && ctx.xero && row.invoiceNumber && budget.xero > 0) {
    const [message] = await messagesByKeys(ctx.db, [
      invoiceDefinition.keyOf({ invoiceNumber: row.invoiceNumber }),
    ]);
    const invoiceId = (message?.result as { invoice_id?: string } | null)?.invoice_id;
    if (invoiceId) {
      budget.xero -= 1;
      invoice = await readInvoiceFacts(ctx.xero, invoiceId).catch(() => null);
    }
  }
  const { wfmId: _job, invoiceNumber: _invoice, content: _content, ...order } = row;
  return {
    order: { ...order, acceptedAt: await acceptedAtOf(ctx.db, quoteId) },
    facts: { accepted, proofs, jobState, invoice },
  };
}
