import type { ProofPage, ProofView } from './answers.ts';

/** The proofs a customer answers: each decoration's newest version they were sent, in the quote's order. */
export const shownProofsOf = (page: ProofPage): ProofView[] =>
  page.decorations.flatMap((d) => page.proofs.filter((p) => p.id === d.current_proof_id));

/** Whether a proof is drawn on the page (a picture); a PDF proof is offered as a file to open. */
export const isDrawnProof = (proof: Pick<ProofView, 'file'>): boolean => proof.file.type !== 'pdf';
