/**
 * A proof's states (DESIGN "Proofs, reminders and reports"): staff add a draft, send it, and the
 * customer approves it or asks for changes. Adding a new version for the same decoration replaces
 * every earlier version not approved ('superseded'); an approved version is never changed, but
 * the newest version is always the decoration's current proof, so a new one re-opens approval.
 */
export const PROOF_STATES = ['draft', 'sent', 'approved', 'changes_requested', 'superseded'] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/** How each state reads beside a decoration. */
export const PROOF_STATE_LABELS: Record<ProofState, string> = {
  draft: 'Not sent',
  sent: 'Awaiting approval',
  approved: 'Approved',
  changes_requested: 'Changes requested',
  superseded: 'Replaced',
};

/**
 * Whether the customer sees a version: once it was sent. A draft is staff's, and so is a draft
 * replaced before it was ever sent.
 */
export const isShownToCustomer = (proof: { sent_at: unknown }): boolean =>
  proof.sent_at !== null && proof.sent_at !== undefined;

/** What a customer's answer may do to a proof in this state: only a sent proof takes one. */
export type AnswerRefusal = 'superseded' | 'notSent' | 'alreadyAnswered';
export function answerRefusalOf(state: ProofState): AnswerRefusal | null {
  if (state === 'sent') return null;
  if (state === 'superseded') return 'superseded';
  if (state === 'draft') return 'notSent';
  return 'alreadyAnswered';
}

/** The state an earlier version takes when a new one is added: an approval stays as it was. */
export const stateWhenReplaced = (state: ProofState): ProofState =>
  state === 'approved' ? 'approved' : 'superseded';
