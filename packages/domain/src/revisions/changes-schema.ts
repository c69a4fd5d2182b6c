import { z } from 'zod';
import { answerSchema } from '../api/answer-schema.ts';
import { customerPricedQuoteSchema } from '../pricing/priced-schema.ts';
import { customerGroup, customerRow } from '../redaction/redaction.ts';
import { comparedLineSchema } from './compared-lines.ts';
import { fieldChangeSchema } from './field-changes.ts';
import { keyedChangesSchema } from './keyed-changes.ts';

const amounts = z.object({ exGst: z.number().int(), incGst: z.number().int() });

/**
 * What differs between two revisions a customer was sent (DESIGN: Revisions, sending and
 * acceptance), compared by stable ids. It holds everything needed to rebuild the newer revision
 * from the older (applyRevisionChanges) and to show a customer what changed; the totals of both
 * are kept alongside for the heading and the mail's sentence. Amounts are integer cents.
 */
export const revisionChangesSchema = z.object({
  /** The offer's record fields (label, valid to, delivery address…) that differ. */
  record: z.array(fieldChangeSchema),
  categories: z.object({
    /** Set when categories were added or removed. */
    count: z.object({ before: z.number().int(), after: z.number().int() }).optional(),
    /** A category's heading and description, by its place. */
    info: z.array(z.object({ list: z.number().int(), changes: z.array(fieldChangeSchema) })),
  }),
  /** Product, decoration, delivery, discount and note rows, by row id; `list` is the category. */
  rows: keyedChangesSchema(answerSchema(customerRow)),
  /** Groups by id, with their catalogue fees, tasks and discount; `list` is the category. */
  groups: keyedChangesSchema(answerSchema(customerGroup)),
  priced: z.object({
    /** Priced lines by line id (a row's id, or its group's for fees, tasks and the group discount). */
    lines: keyedChangesSchema(customerPricedQuoteSchema.shape.lines.element),
    summary: z.array(fieldChangeSchema),
    /** The Order Summary's lines, when they differ. */
    summaryLines: z
      .object({
        before: customerPricedQuoteSchema.shape.summaryLines,
        after: customerPricedQuoteSchema.shape.summaryLines,
      })
      .optional(),
    /** Group totals, by group id. */
    groups: z.array(fieldChangeSchema),
  }),
  /**
   * The lines of the customer's document that differ (products by colour and size), each with its
   * place in the whole document, for showing; the unchanged lines are not carried, and
   * `wholeDocumentLines` puts them back from the newer revision. Rebuilding the newer revision
   * does not read it.
   */
  lines: z.array(comparedLineSchema),
  totals: z.object({ before: amounts, after: amounts }),
});
export type RevisionChanges = z.infer<typeof revisionChangesSchema>;
