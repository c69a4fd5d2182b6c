import { z } from 'zod';
import { SNIFFED_TYPES } from '../files/kinds.ts';
import { previousApproval } from './reorder.ts';
import { proofSpecAnswer } from './spec.ts';
import { PROOF_STATES } from './states.ts';

// The proof calls' answers apart from their requests (calls.ts), which build the file, recipient
// and spec fields' schemas: the customer's proof pages parse only these.

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

/** POST /proofs/fetchstatus: what the mailed link's page shows. */
export const proofStatusAnswer = proofPage;
