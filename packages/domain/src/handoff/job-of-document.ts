import { formatMoney } from '../money/format.ts';
import { lineDetailsText } from '../quote-document/product-lines.ts';
import type { QuoteDocument } from '../quote-document/schema.ts';

/** What the portal sends WorkflowMax for one order (its job.api/add message is built from this). */
export type WfmJobRequest = {
  /** Q{id} and the order's label: the job's name, and the mark that finds it again. */
  name: string;
  description: string;
  /** The client's order number (wfm_order_no). */
  clientNumber: string;
  category: string;
  client: { name: string; email: string };
  /** The job's start and due days, YYYY-MM-DD. */
  startDay: string;
  dueDay: string;
};

/** The mark at the start of a job's name that says which order it is: "Q12 ". */
export const jobMarkOf = (quoteId: number): string => `Q${quoteId} `;

/** Days from sending to the job's due date when the order has none (decisions/098). */
export const JOB_DUE_DAYS = 14;

/**
 * The job for an order, from the document its customer was shown: named by the order's number
 * and label; its description carries the category, the client's own description and every line
 * with its quantity and amount, so production sees the order as sold.
 */
export function jobOfDocument(
  document: QuoteDocument,
  options: {
    quoteId: number;
    category: string;
    clientNumber: string;
    contactEmail: string;
    startDay: string;
    dueDay: string;
    /** The approved proofs production works from (proofs/job-proofs.ts), line by line. */
    proofLines?: readonly string[];
  },
): WfmJobRequest {
  const lines = document.sections.flatMap((section) => [
    `${section.title}:`,
    ...section.lines.map((line) => {
      const qty = line.qty === null ? '' : `${line.qty} x `;
      const unit = line.unitPrice === null ? '' : ` at ${formatMoney(line.unitPrice)}`;
      const details = lineDetailsText(line);
      const detailText = details.length ? ` (${details.join('; ')})` : '';
      return `- ${qty}${line.description}${detailText}${unit}: ${formatMoney(line.amount)}`;
    }),
  ]);
  const total = document.summary.find((entry) => entry.key === 'total');
  return {
    name: `${jobMarkOf(options.quoteId)}${document.label || 'Order'}`.slice(0, 255),
    description: [
      `Category: ${options.category}`,
      document.description ? `Client's description: ${document.description}` : '',
      `Revision R${document.revision}`,
      ...lines,
      total ? `${total.label}: ${formatMoney(total.amount)}` : '',
      ...(options.proofLines ?? []),
    ]
      .filter(Boolean)
      .join('\n'),
    clientNumber: options.clientNumber,
    category: options.category,
    client: { name: document.company || document.contact || 'Unknown client', email: options.contactEmail },
    startDay: options.startDay,
    dueDay: options.dueDay,
  };
}
