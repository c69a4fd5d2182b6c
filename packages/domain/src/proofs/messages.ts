import { briefNames } from './brief-names.ts';

/** The proof step's words (ours: the spec has no proofs), shown to staff and customers as written. */
export const PROOF_MESSAGES = {
  added: 'The proof was added.',
  sent: 'The proofs were sent to the customer.',
  sentWithFees: (fees: number) =>
    `The proofs were sent to the customer. ${fees === 1 ? 'An artwork fee was' : `${fees} artwork fees were`} added to the quote for rounds past those included; untick a fee under Artwork in the quote to waive it.`,
  sentFeesWaived: (fees: number) =>
    `The proofs were sent to the customer. ${fees === 1 ? 'The artwork fee for a round past those included was' : `${fees} artwork fees for rounds past those included were`} waived.`,
  feeAddedReload:
    'The proofs you sent added an artwork fee line to the quote. Reload to see it; your unsaved changes will be lost.',
  approved: 'Thank you. The proof is approved.',
  changesRequested: 'Thank you. Your changes were sent to us; we will send a new proof.',
  overridden: 'The override was recorded. This decoration may go to production.',
  nothingToSend: 'There is no new proof to send. Add a proof first.',
  noRecipient: 'This customer has no e-mail address to send the proofs to.',
  notDecoration: 'Please choose a decoration of this quote for the proof.',
  chooseRow: 'Please choose the decoration the proof is for.',
  superseded: 'This proof has been replaced by a newer version. Please look at the newest version.',
  notSent: 'This proof has not been sent for approval.',
  alreadyAnswered: 'This proof has already been answered.',
  versionChanged: 'This proof is not the version you looked at. Please reload the page.',
  nameRequired: 'Please type your name to approve the proof.',
  checklistIncomplete: (items: readonly string[]) =>
    `Please check ${items.join(', ')} before approving the proof.`,
  noteRequired: 'Please say what needs changing.',
  stitchCountNotNumber: 'Please type the stitch count as a whole number, such as 9500.',
  sizeNotNumber: 'Please type the width and height in millimetres as numbers, such as 80 or 82.5.',
  chooseProofFile: 'Please choose the proof file.',
  reasonRequired: 'Please give the reason for letting this decoration through without an approved proof.',
  staffCannotAnswer:
    'Staff do not answer a proof for the customer. Record an override with a reason instead.',
  reconfirmed: 'Thank you. The artwork you approved before is confirmed for this order.',
  nothingToReconfirm: 'This decoration has no earlier approval to confirm. We will send you a proof.',
  alreadyProofed: 'This decoration already has a proof for this order. Please answer that proof.',
  reconfirmChanged: (changed: readonly string[]) =>
    `The ${changed.join(', ')} changed since you approved this artwork, so we will send you a new proof.`,
  unknownLink: 'This proof link is not valid.',
  linkEnded: 'This proof link has ended. Please ask us for a new one.',
  blocked: (decorations: readonly string[]) =>
    `These decorations have no approved proof: ${briefNames(decorations)}. Have the customer approve their proofs, or record an override with a reason.`,
} as const;
