import { z } from 'zod';
import { recordId } from '../api/ids.ts';
import { jsonTextOr } from '../api/json-text.ts';
import { fileField } from '../files/calls.ts';
import { MAX_ANSWER_NAME, recipientsField } from '../quote-links/recipients.ts';
import { PROOF_MESSAGES as M } from './messages.ts';
import { MAX_PROOF_PINS, proofPin } from './pins.ts';
import { proofSpecField } from './spec.ts';

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

/** POST /proofs/send/{quote id}: every proof not yet sent goes in one mail; `to` defaults to the customer. */
export const proofSendBody = z.object({
  to: recipientsField.optional(),
  /** Staff waive the artwork fee of any version past the rounds included (decisions/160). */
  waive_fees: z.boolean().optional(),
});
/** POST /proofs/reconfirm/{quote id} (the customer): re-confirm one decoration's earlier approval. */
export const proofReconfirmBody = z.object({ row_id: z.string().min(1).max(100) });

/** POST /proofs/fetchstatus: what the mailed link's page shows. */
export const proofStatusBody = z.object({ token });

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
