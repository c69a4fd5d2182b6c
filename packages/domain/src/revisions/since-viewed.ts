import { z } from 'zod';
import { revisionChangesSchema } from './changes-schema.ts';
import { revisionSnapshotSchema } from './snapshot.ts';

/**
 * What changed since the revision this reader (a customer account, or the recipient of a mailed
 * link) last viewed, when a newer revision was sent to them since: both sides are revisions as
 * sent, never the quote as staff are editing it. The comparison carries only the lines that
 * differ; the whole document is put back from the newer revision (`wholeDocumentLines`). Null
 * when nothing changed since what they last viewed.
 */
export const sinceViewedAnswer = z
  .object({
    /** The older revision: the one they last viewed, or the one their link was sent with. */
    revision: z.number().int(),
    /** The day they last viewed it (DD/MM/YYYY in the business's time zone); null if never. */
    viewed_on: z.string().nullable(),
    /** The newer revision: the newest sent one the reader is looking at. */
    compared_with: z.number().int(),
    changes: revisionChangesSchema,
    /**
     * The newer revision as sent, only when the page does not hold that document already (the
     * portal while staff are changing the quote after sending it).
     */
    snapshot: revisionSnapshotSchema.optional(),
  })
  .nullable();
export type SinceViewed = z.infer<typeof sinceViewedAnswer>;
