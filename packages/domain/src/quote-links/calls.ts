import { z } from 'zod';
import { poNumberField } from '../acceptance/purchase-order.ts';
import { numberFromText } from '../api/one-value.ts';
import { fileField } from '../files/calls.ts';
import { revisionChangesSchema } from '../revisions/changes-schema.ts';
import { sinceViewedAnswer } from '../revisions/since-viewed.ts';
import { revisionSnapshotSchema } from '../revisions/snapshot.ts';
import { MAX_DECLINE_OTHER } from './decline.ts';
import { QUOTE_LINK_MESSAGES as M } from './messages.ts';
import { MAX_ANSWER_NAME, recipientsField } from './recipients.ts';
import { changeRequestWords } from './request-changes.ts';

/** The longest reason typed on the reject page. */
export const MAX_REJECT_REASON = 5000;

/** GET /quotes/emaildraft/{id} (ours, admin): what the Email Quote dialog starts from. */
export const emailDraftAnswer = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  /** Whether accept and reject links go with it: the quote awaits the customer's answer. */
  with_links: z.boolean(),
  /** The portal link the text holds (accounts spec 4.4). */
  link: z.string(),
  /**
   * What this send will show the customer: the changes since the revision last sent, when the
   * quote differs from it; null on a first send or when nothing the customer sees changed.
   */
  changes: revisionChangesSchema.nullable(),
  /** The revision last sent, which `changes` compares against; null before the first send. */
  previous_revision: z.number().int().nullable(),
});
export type EmailDraftAnswer = z.infer<typeof emailDraftAnswer>;

/** POST /quotes/sendemail/{id} (ours, admin): the dialog's fields, and the version the editor holds. */
export const sendEmailBody = z.object({
  to: recipientsField,
  subject: z.string().trim().min(1, { message: M.subjectRequired }).max(300),
  text: z.string().trim().min(1, { message: M.textRequired }).max(20_000),
  version: numberFromText(z.number().int().min(0)).optional(),
});
export type SendEmailBody = z.input<typeof sendEmailBody>;
export const sendEmailAnswer = z.object({ message: z.string(), version: z.number().int() });
export type SendEmailAnswer = z.infer<typeof sendEmailAnswer>;

/** The link pages' token (accounts spec 2.11): the query string's `token`. */
const token = z.string().trim().min(1, { message: M.noToken }).max(200);

/** POST /quotes/fetchstatus: the token only. Opening a page changes nothing but the view record. */
export const fetchStatusBody = z.object({ token });
/**
 * Where the link's quote stands. `state` says whether it can be answered: `open`, or why not
 * (`changed` since the link was sent, `expired`, already `accepted` or `rejected` with it, or
 * `closed`: answered otherwise). An unknown token is a 404, not a state.
 */
/** One revision as it was sent: its number and when. */
export const sentRevisionAnswer = z.object({ revision: z.number().int(), sent_at: z.string() });
export type SentRevisionAnswer = z.infer<typeof sentRevisionAnswer>;
export const LINK_STATES = ['open', 'changed', 'expired', 'accepted', 'rejected', 'closed'] as const;
export type LinkState = (typeof LINK_STATES)[number];
export const fetchStatusAnswer = z.object({
  id: z.number().int(),
  /** Q{id}. */
  number: z.string(),
  label: z.string(),
  revision: z.number().int(),
  /** Total with GST, in cents, as the customer is shown it. */
  total: z.number(),
  valid_to: z.string(),
  state: z.enum(LINK_STATES),
  /** Why it cannot be answered, in words; empty when open. */
  message: z.string(),
  /**
   * When the quote changed since this link was sent: the revision the link was sent with and the
   * newest revision sent since (null until staff send it). Absent otherwise, and on links sent
   * before revisions were kept.
   */
  changes: z
    .object({ sent: sentRevisionAnswer, latest: sentRevisionAnswer.nullable() })
    .nullable()
    .optional(),
  /**
   * What changed since the revision this link's recipient last viewed (by any link sent to the
   * same addresses), or, on a changed link they never opened, since the revision it was sent
   * with, up to the newest revision sent.
   */
  since_viewed: sinceViewedAnswer.optional(),
  /** Whether accepting needs a purchase order number (the company is marked "PO required"). */
  po_required: z.boolean(),
});
export type FetchStatusAnswer = z.infer<typeof fetchStatusAnswer>;

/**
 * POST /quotes/linkrevision (ours): the newer revision a link page's comparison shows, as sent,
 * from which the page puts back the whole document when "Show only changes" is switched off.
 * Reading it is not an opening.
 */
export const linkRevisionBody = z.object({ token });
/**
 * A revision's document as its customer is shown it: POST /quotes/linkrevision's, and GET
 * /quotes/sendpreview/{id}'s (admin): what the next send will show, for the Email Quote
 * dialog's whole document.
 */
export const revisionDocumentAnswer = z.object({
  revision: z.number().int(),
  snapshot: revisionSnapshotSchema,
});
export type RevisionDocumentAnswer = z.infer<typeof revisionDocumentAnswer>;

/**
 * POST /quotes/accept: the token, the name of who accepts (recorded with the time and address),
 * and the purchase order: its number, and its file when the form sends one.
 */
export const acceptBody = z.object({
  token,
  name: z.string().trim().min(1, { message: M.nameRequired }).max(MAX_ANSWER_NAME),
  po_number: poNumberField,
  po_file: fileField,
});
export type AcceptBody = z.input<typeof acceptBody>;

/**
 * POST /quotes/reject: the token and the optional note (accounts spec 7: token, note), with the
 * reason chosen from the list (`reason_other` its words for "other"). The reason is judged by
 * `declineOf`, so a missing one is refused in words before anything changes.
 */
export const rejectBody = z.object({
  token,
  note: z.string().trim().max(MAX_REJECT_REASON).optional().default(''),
  reason: z.string().max(50).optional(),
  reason_other: z.string().max(MAX_DECLINE_OTHER).optional(),
});
export type RejectBody = z.input<typeof rejectBody>;

/** POST /quotes/requestchanges (ours): the token, who writes, and what they would like changed. */
export const requestChangesByLinkBody = z.object({
  token,
  name: z.string().trim().min(1, { message: M.nameRequiredForChanges }).max(MAX_ANSWER_NAME),
  changes: changeRequestWords,
});
export type RequestChangesByLinkBody = z.input<typeof requestChangesByLinkBody>;

/** The answer to accept and reject: the spec's message, and the note shown after accepting. */
export const linkAnswer = z.object({ message: z.string(), note: z.string() });
export type LinkAnswer = z.infer<typeof linkAnswer>;
