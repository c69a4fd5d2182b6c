import { z } from 'zod';
import { MAX_RECORD_ID, optionalRecordId, recordId } from '../../api/ids.ts';
import { wholeNumber } from '../../api/query-numbers.ts';
import { MAX_DECLINE_NOTE, MAX_DECLINE_OTHER } from '../../quote-links/decline.ts';
import { STATUS_ACTIONS, type StatusAction } from '../../status/transitions.ts';
import { quoteContentSchema } from './content.ts';
import { flag, num, text } from './fields.ts';

/**
 * Payloads and answers of the quote calls (accounts spec 7). The calls are multipart forms,
 * so every value may arrive as text; `content` arrives as JSON text.
 */

/** Machine actions that are not a save of an existing quote: they have calls of their own. */
const NOT_SUBMITTED_WITH_A_SAVE = [
  'save_draft',
  'submit_new',
  'accept_by_link',
  'reject_by_link',
  'duplicate',
  'reorder',
  'delete',
] as const;
type NotSubmitted = (typeof NOT_SUBMITTED_WITH_A_SAVE)[number];

/** The editor's submit actions (quote spec 4), sent with a save so the server can apply the status machine. */
export const SUBMIT_ACTIONS = STATUS_ACTIONS.filter(
  (a): a is Exclude<StatusAction, NotSubmitted> =>
    !(NOT_SUBMITTED_WITH_A_SAVE as readonly string[]).includes(a),
) as [Exclude<StatusAction, NotSubmitted>, ...Exclude<StatusAction, NotSubmitted>[]];
export type SubmitAction = (typeof SUBMIT_ACTIONS)[number];

const contactFields = {
  contact_user: text(200),
  contact_address: text(2000),
  contact_info: text(2000),
  custom_address: text(2000),
  delivery_required: flag,
  pickup_instore: flag,
  collection_id: z
    .union([z.string().max(100), z.number()])
    .nullable()
    .optional(),
};

/** POST /quotes/add/?userid= — SAVE DRAFT sends no status, SUBMIT sends status Requested. */
export const addQuoteBody = z.object({
  content: quoteContentSchema,
  ...contactFields,
  valid_to: text(40),
  created_at: text(40),
  label: text(500),
  client_label: text(1000),
  price: num,
  status: text(50),
  logo: text(3_000_000),
  default_brand: text(100),
});
export type AddQuoteBody = z.infer<typeof addQuoteBody>;
export const addQuoteQuery = z.object({ userid: optionalRecordId });

/**
 * The version a write was read at (optimistic lock). Every write that changes a quote carries it;
 * the schema lets it be missing only so the server can refuse that in the user's words
 * (QUOTE_MESSAGES.versionMissing, decisions/060) rather than with a validation message.
 */
const readAtVersion = { version: wholeNumber(0, MAX_RECORD_ID).optional() };

/**
 * Why a customer declines (decline_quote): the reason from the list, its words for "other", and
 * a note. Loose here; the server judges them with `declineOf`, in the customer's words.
 */
const declineFields = {
  decline_reason: z.string().max(50).optional(),
  decline_reason_other: z.string().max(MAX_DECLINE_OTHER).optional(),
  decline_note: z.string().max(MAX_DECLINE_NOTE).optional(),
};

/**
 * POST /quotes/edit/{id}. The list page sends only content, order_status, label and price, so
 * every field is optional but the version, which the server requires (decisions/060). `action`
 * and `version` are ours (docs/decisions/023-status-machine.md).
 */
export const editQuoteBody = z.object({
  content: quoteContentSchema.optional(),
  action: z.enum(SUBMIT_ACTIONS).optional(),
  ...readAtVersion,
  status: text(50),
  order_status: text(50),
  approved_price: num,
  discount: num,
  ...contactFields,
  valid_to: text(40),
  updated_at: text(40),
  label: text(500),
  client_label: text(1000),
  price: num,
  gst: num,
  default_brand: text(100),
  wfm_order_no: text(200),
  logo: text(3_000_000),
  customise_logo: text(),
  /** The hash of the revision on the customer's screen (GET /quotes/edit), which accepting names. */
  hash: z.string().max(100).optional(),
  ...declineFields,
});
export type EditQuoteBody = z.infer<typeof editQuoteBody>;

export const setStatusBody = z.object({
  status: z.string().max(50),
  ...readAtVersion,
  /** As on POST /quotes/edit: the revision on the customer's screen, when accepting. */
  hash: z.string().max(100).optional(),
  ...declineFields,
});
export const setReadyBody = z.object({ ready: flag.transform((v) => v ?? false), ...readAtVersion });
export const setSentBody = z.object({ sent: flag.transform((v) => v ?? false), ...readAtVersion });
export const setArchiveBody = z.object({ archive: flag.transform((v) => v ?? false), ...readAtVersion });
/** POST /quotes/delete/{id}: only the version the quote was read at (a body-less call is refused for lack of it). */
export const deleteQuoteBody = z
  .object(readAtVersion)
  .nullish()
  .transform((body) => body ?? {});

export const linkTokenBody = z.object({ token: z.string().min(1).max(200) });
export const rejectByLinkBody = linkTokenBody.extend({ note: text(5000) });
export const checkAccessQuery = z.object({ quote_id: recordId });
