import { z } from 'zod';
import { recordId } from '../api/ids.ts';
import { jsonTextOr } from '../api/json-text.ts';
import { fileField } from '../files/calls.ts';
import { SNIFFED_TYPES } from '../files/kinds.ts';
import { MAX_ANSWER_NAME, recipientsField } from '../quote-links/recipients.ts';
import { PROOF_MESSAGES as M } from './messages.ts';
import { MAX_PROOF_PINS, proofPin } from './pins.ts';
import { previousApproval } from './reorder.ts';
import { proofSpecAnswer, proofSpecField } from './spec.ts';
import { PROOF_STATES } from './states.ts';

/**
 * Requests and answers of the proof calls: staff list, add, send and override; the customer reads
 * and answers in the portal (by proof id) or through the mailed link (by its token).
 */

const token = z.string().trim().min(1, { message: M.unknownLink }).max(200);
const rowId = z.string().trim().min(1, { message: M.chooseRow }).max(100);

/** POST /proofs/add (staff, multipart): the file under `proof`, the quote, its decoration row and the spec. */
export const proofAddBody = z.object({
  proof: fileField,
  quote_id: recordId,
  row_id: rowId,
  spec: proofSpecField,
});
export type ProofAddBody = z.input<typeof proofAddBody>;

/** One customer answer or staff override, as the record keeps it. */
export const proofAnswerEntry = z.object({
  kind: z.enum(['approved', 'changes_requested', 'override']),
  name: z.string(),
  note: z.string(),
  checklist: z.array(z.object({ item: z.string(), checked: z.boolean() })),
  pins: z.array(z.object({ x: z.number(), y: z.number(), note: z.string() })),
  /** The proof file's sha-256 the answer was given against. */
  sha256: z.string(),
  /** A file the customer sent with a request for changes (in the conversation log). */
  file_id: z.number().int().nullable(),
  at: z.string(),
});
export type ProofAnswerEntry = z.infer<typeof proofAnswerEntry>;

/** A proof as every page shows it. */
export const proofView = z.object({
  id: z.number().int(),
  quote_id: z.number().int(),
  row_id: z.string(),
  decoration: z.string(),
  position: z.string(),
  process: z.string(),
  version: z.number().int(),
  state: z.enum(PROOF_STATES),
  file: z.object({
    name: z.string(),
    sha256: z.string(),
    type: z.enum(SNIFFED_TYPES),
    size: z.number().int(),
  }),
  spec: proofSpecAnswer,
  spec_text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  answers: z.array(proofAnswerEntry),
});
export type ProofView = z.infer<typeof proofView>;

/** A decoration of the quote and where its proofs stand (the editor's per-row state). */
export const proofDecorationView = z.object({
  row_id: z.string(),
  label: z.string(),
  position: z.string(),
  process: z.string(),
  /** The current (newest) proof's state, or 'none' before any proof. */
  state: z.enum([...PROOF_STATES, 'none']),
  current_proof_id: z.number().int().nullable(),
  /** Staff let it through without an approval (against its current proof). */
  overridden: z.boolean(),
  /** On a reorder with no proof yet: the decoration's approval on the order it reorders. */
  previous_approval: previousApproval.nullable().default(null),
});
export type ProofDecorationView = z.infer<typeof proofDecorationView>;

/** The proof page: the quote's decorations, their proofs and the shop's checklist. */
export const proofPage = z.object({
  quote_id: z.number().int(),
  quote_label: z.string(),
  checklist: z.array(z.string()),
  decorations: z.array(proofDecorationView),
  proofs: z.array(proofView),
});
export type ProofPage = z.infer<typeof proofPage>;

/** GET /proofs/index/{quote id}: the page, and for staff whether the order may go to production. */
export const proofsIndexAnswer = proofPage.extend({
  gate: z.object({ ok: z.boolean(), blocked: z.array(z.string()) }),
});
export type ProofsIndexAnswer = z.infer<typeof proofsIndexAnswer>;

export const proofWriteAnswer = z.object({ message: z.string(), proof: proofView });
export type ProofWriteAnswer = z.infer<typeof proofWriteAnswer>;

/** POST /proofs/send/{quote id}: every proof not yet sent goes in one mail; `to` defaults to the customer. */
export const proofSendBody = z.object({
  to: recipientsField.optional(),
  /** Staff waive the artwork fee of any version past the rounds included (decisions/160). */
  waive_fees: z.boolean().optional(),
});
export const proofSendAnswer = z.object({
  message: z.string(),
  sent: z.array(z.number().int()),
  /** The artwork fees the send added (decisions/160), in staff's words; none within the rounds included. */
  fees: z.array(z.string()),
  /** How many fees staff waived on this send: kept on the quote unticked, neither charged nor shown. */
  waived: z.number().int(),
});
export type ProofSendAnswer = z.infer<typeof proofSendAnswer>;

/** POST /proofs/opened/{quote id}: whether the opening was the customer's, and so recorded. */
export const proofOpenedAnswer = z.object({ recorded: z.boolean() });
export type ProofOpenedAnswer = z.infer<typeof proofOpenedAnswer>;

/** POST /proofs/reconfirm/{quote id} (the customer): re-confirm one decoration's earlier approval. */
export const proofReconfirmBody = z.object({ row_id: z.string().min(1).max(100) });

/** POST /proofs/fetchstatus: what the mailed link's page shows. */
export const proofStatusBody = z.object({ token });
export const proofStatusAnswer = proofPage;

const checklistAnswers = z
  .array(z.object({ item: z.string().max(200), checked: z.boolean() }))
  .max(50)
  .default([]);

/** Approving: the version looked at (its sha-256), the typed name and the checklist as ticked. */
const approvalFields = {
  sha256: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, { message: M.versionChanged }),
  name: z.string().trim().min(1, { message: M.nameRequired }).max(MAX_ANSWER_NAME),
  checklist: checklistAnswers,
};
/** POST /proofs/approve/{proof id} (the customer, signed in). */
export const proofApproveBody = z.object(approvalFields);
/** POST /proofs/approve (the mailed link): the proof and its token. */
export const proofApproveByLinkBody = z.object({ ...approvalFields, token, proof_id: recordId });
/** What the mailed page sends to approve a version. */
export type ProofApproveByLinkBody = z.input<typeof proofApproveByLinkBody>;

/** Asking for changes: a note, pins on the image, an optional file (a form field `file`). */
const changeFields = {
  note: z.string().trim().min(1, { message: M.noteRequired }).max(5000),
  pins: jsonTextOr(z.array(proofPin).max(MAX_PROOF_PINS)).default([]),
  file: fileField,
};
/** POST /proofs/requestchanges/{proof id} (the customer, signed in; JSON or multipart). */
export const proofChangesBody = z.object(changeFields);
/** POST /proofs/requestchanges (the mailed link): with the proof, its token and the name typed. */
export const proofChangesByLinkBody = z.object({
  ...changeFields,
  token,
  proof_id: recordId,
  name: z.string().trim().min(1, { message: M.nameRequired }).max(MAX_ANSWER_NAME),
});

/** POST /proofs/override/{quote id} (staff): one decoration let through, with the reason. */
export const proofOverrideBody = z.object({
  row_id: rowId,
  reason: z.string().trim().min(1, { message: M.reasonRequired }).max(1000),
});

/** GET /proofs/linkfile/{proof id}?token=: the proof's file for the link page. */
export const proofLinkFileQuery = z.object({ token });
